import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import type { StaffActor } from './access';
import type { StaffRole } from './roles';
import { resolveSession, startSession } from './sessions';

/**
 * For tests of data functions: a member of staff with these roles and a live, fully signed-in
 * session, made and found through the same functions a sign-in uses (no shortcut around them).
 */
export async function signedInActor(
  roles: StaffRole[] = ['admin'],
  email = `actor-${randomUUID()}@example.com`,
): Promise<StaffActor> {
  const user = await db().staffUser.upsert({
    where: { email },
    create: { email, name: 'Test Staff', passwordHash: '', roles },
    update: { roles },
  });
  const id = await startSession(
    user.id,
    { ip: null, userAgent: null },
    { secondFactorPassed: true },
  );
  const session = await resolveSession(id);
  if (!session?.actor) throw new Error('The test session did not resolve.');
  return session.actor;
}
