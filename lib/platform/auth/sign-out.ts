import { AUDIT_TEXT } from '@/content/audit';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import { authorize, type StaffActor } from './access';
import { revokeAllSessions } from './sessions';

/** Ends every session of this member, on every device, and says so in the audit log. */
export async function signOutEverywhere(actor: StaffActor): Promise<number> {
  const { id, email } = authorize(actor, 'signed-in');
  return db().$transaction(async (tx) => {
    const count = await revokeAllSessions(id, tx);
    await recordAudit(
      {
        actorEmail: email,
        action: 'sign-out-everywhere',
        entity: 'StaffUser',
        entityId: id,
        summary: AUDIT_TEXT.signIn.signedOutEverywhere(count),
      },
      tx,
    );
    return count;
  });
}
