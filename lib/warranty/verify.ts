import { STAFF_INBOX_TEXT } from '@/content/staff';
import { modelNames } from '@/lib/catalogue/after-sales';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { deliverTextsSoon } from '@/lib/text-messages/outbox';
import { isUuid } from '@/lib/platform/validation/fields';
import { warranty as feature } from './feature';
import { notifyWarrantyDecided, registrationLanguage, type WarrantyNotifier } from './notifier';
import { rejectionReasonSchema, type WarrantyDecision } from './verification';

const AUDIT = STAFF_INBOX_TEXT.warranty.detail.audit;

/** What a decision came to; the staff page words each (content/staff.ts, `detail.outcomes`). */
export type WarrantyDecisionOutcome =
  WarrantyDecision | 'alreadyDecided' | 'reasonMissing' | 'reasonTooLong' | 'invalid' | 'missing';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Verifies or rejects a pending registration after looking at its invoice (service). A rejection
 * needs a reason (1 to 500 characters), which the customer is told. One transaction stores the
 * decision, who and when, the audit row and the customer's message (in the registration's
 * language; nobody for an erased customer). The update only takes a row that is still pending,
 * so a second decision, from a stale form or from a colleague at the same moment, changes
 * nothing and comes back as 'alreadyDecided': of two at once, exactly one wins.
 */
export async function decideWarranty(
  actor: StaffActor,
  id: string,
  decision: WarrantyDecision,
  reasonInput?: unknown,
  notifiers?: readonly WarrantyNotifier[],
): Promise<WarrantyDecisionOutcome> {
  const me = authorize(actor, feature.role);
  let reason: string | null = null;
  if (decision === 'rejected') {
    const parsed = rejectionReasonSchema.safeParse(reasonInput ?? '');
    if (!parsed.success) {
      return (parsed.error.issues[0]?.message ?? 'invalid') as WarrantyDecisionOutcome;
    }
    reason = parsed.data;
  }
  if (!isUuid(id)) return 'missing';
  // The model's name for the message, read before the transaction: the catalogue's read takes a
  // connection of its own, which must not wait on the one the transaction holds.
  const found = await db().warrantyRegistration.findUnique({
    where: { id },
    select: { modelCode: true, language: true },
  });
  if (!found) return 'missing';
  const language = registrationLanguage(found.language);
  const model = (await modelNames([found.modelCode], language)).get(found.modelCode);
  const outcome = await db().$transaction(async (tx): Promise<WarrantyDecisionOutcome> => {
    const [row] = await tx.warrantyRegistration.updateManyAndReturn({
      where: { id, verification: 'pending' },
      data: {
        verification: decision,
        rejectionReason: reason,
        decidedAt: new Date(),
        decidedBy: me.email,
      },
    });
    if (!row) {
      const exists = await tx.warrantyRegistration.count({ where: { id } });
      return exists ? 'alreadyDecided' : 'missing';
    }
    await recordAudit(
      {
        actorEmail: me.email,
        action: 'update',
        entity: 'WarrantyRegistration',
        entityId: row.id,
        summary:
          decision === 'verified'
            ? AUDIT.verified(row.number, row.serial)
            : AUDIT.rejected(row.number, row.serial, reason ?? ''),
      },
      tx,
    );
    await notifyWarrantyDecided(
      {
        id: row.id,
        number: row.number,
        name: row.name,
        mobile: row.mobile,
        email: row.email,
        model: model ?? row.modelCode,
        warrantyEndsOn: day(row.warrantyEndsOn),
        language,
        smsUpdates: row.smsUpdates,
        whatsappUpdates: row.whatsappUpdates,
      },
      { decision, reason },
      tx,
      notifiers,
    );
    return decision;
  });
  if (outcome === 'verified' || outcome === 'rejected') {
    deliverSoon();
    deliverTextsSoon();
  }
  return outcome;
}
