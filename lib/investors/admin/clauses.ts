import { z } from 'zod';
import { AUDIT_TEXT } from '@/content/audit';
import { DISCLOSURE_CLAUSES } from '@/content/disclosures';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import { findClauseMarks, type ClauseMark } from '../disclosures';
import { refreshInvestorPagesNow } from '../tags';
import { investors as feature } from '@/lib/investors/feature';

/** Staff marking a clause of the Regulation 46 index "not applicable", with the reason shown. */

const CLAUSE_KEYS = DISCLOSURE_CLAUSES.map((clause) => clause.key) as [string, ...string[]];

export const clauseMarkFields = z
  .object({
    key: z.enum(CLAUSE_KEYS, { error: M.unknownItem }),
    notApplicable: z.literal('on').optional(),
    reason: z
      .string()
      .trim()
      .max(1000, M.tooLong('reason', 1000))
      .regex(NO_CONTROL_CHARS, M.unusual('reason'))
      .default(''),
  })
  .superRefine((fields, ctx) => {
    if (fields.notApplicable && fields.reason.length < 5) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.clauseReason });
    }
  });

export async function listStaffClauseMarks(actor: StaffActor): Promise<Record<string, ClauseMark>> {
  authorize(actor, feature.role);
  return findClauseMarks();
}

/** Saves a clause's mark and its audit entry together; false when nothing changed. */
export async function saveClauseMark(
  actor: StaffActor,
  key: string,
  notApplicable: boolean,
  reason: string,
): Promise<boolean> {
  const { email } = authorize(actor, feature.role);
  const kept = notApplicable ? reason : '';
  const changed = await db().$transaction(async (tx) => {
    const before = await tx.disclosureClause.findUnique({ where: { key } });
    if ((before?.notApplicable ?? false) === notApplicable && (before?.reason ?? '') === kept) {
      return false;
    }
    const data = { notApplicable, reason: kept, updatedBy: email };
    await tx.disclosureClause.upsert({ where: { key }, create: { key, ...data }, update: data });
    const title = DISCLOSURE_CLAUSES.find((clause) => clause.key === key)!.title;
    await recordAudit(
      {
        actorEmail: email,
        action: 'update',
        entity: 'DisclosureClause',
        entityId: key,
        summary: AUDIT_TEXT.clauses.marked(title, notApplicable, kept),
      },
      tx,
    );
    return true;
  });
  if (changed) await refreshInvestorPagesNow(['clauses']);
  return changed;
}
