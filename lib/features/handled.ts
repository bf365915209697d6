import { AUDIT_TEXT } from '@/content/audit';
import { authorize, NotAllowedError, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { MarkHandled } from '@/lib/platform/feature-server';
import { revalidatePath } from 'next/cache';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireStaff } from '@/lib/platform/auth/session';
import { HANDLED_INBOXES, HANDLED_OWNERS, handledAccess, type HandledEntity } from '@/lib/features';
import { formOf } from '@/lib/platform/http/form';
import { mergedPart } from './server';

export { HANDLED_ENTITIES, HANDLED_OWNERS, type HandledEntity } from '@/lib/features';

/**
 * Each entity's "mark handled" write and how the audit log names the row: the server halves'
 * (`lib/<feature>/feature.server.ts`).
 */
const UPDATE = mergedPart('handled') as Record<HandledEntity, MarkHandled>;

/**
 * Marks a row handled (or open again) and records who did it, in one transaction; false when the
 * row no longer exists (nothing is recorded then). Only the role that owns the entity (and
 * admins) may: the features that declare them (lib/features.ts).
 */
export async function setHandled(
  actor: StaffActor,
  entity: HandledEntity,
  id: string,
  handled: boolean,
): Promise<boolean> {
  const owner = handledAccess(entity);
  const { email: actorEmail } = authorize(actor, owner ?? 'admin');
  // A name from outside the list (a caller's cast) belongs to no one: refused, never looked up.
  if (!owner) throw new NotAllowedError('role');
  return db().$transaction(async (tx) => {
    const stamp = handled
      ? { handledAt: new Date(), handledBy: actorEmail }
      : { handledAt: null, handledBy: null };
    const what = await UPDATE[entity](tx, id, stamp);
    if (what === null) return false;
    await recordAudit(
      {
        actorEmail,
        action: handled ? 'mark-handled' : 'mark-open',
        entity,
        entityId: id,
        summary: AUDIT_TEXT.handled(handled, what),
      },
      tx,
    );
    return true;
  });
}

const handledForm = z.object({ id: z.uuid(), handled: z.enum(['true', 'false']) });

/**
 * The body of an inbox's "mark handled" server action (each inbox route has its own, naming its
 * entity): the entity and the page to refresh come from the code, never from the form, and the
 * member needs the role that owns the entity. A form that names no row answers 404.
 */
export async function markHandledFromForm(entity: HandledEntity, form: FormData) {
  const staff = await requireStaff(HANDLED_OWNERS[entity]);
  const parsed = handledForm.safeParse(Object.fromEntries(formOf(form)));
  if (!parsed.success) notFound();
  await setHandled(staff, entity, parsed.data.id, parsed.data.handled === 'true');
  revalidatePath(HANDLED_INBOXES[entity]);
}
