import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { CspViolation } from './parse';

/** CSP violation reports as admins see them (/staff/csp-reports) and the dashboard's warning. */

export const CSP_REPORTS_SHOWN = 200;
/** The dashboard warns about unreviewed payment-page reports seen in this many days. */
export const CSP_WARNING_DAYS = 7;
/** The pages whose reports raise the dashboard warning (PCI DSS 11.6.1: the payment page). */
export const PAYMENT_PAGE_PATH = '/online-payment';

/** A stored report: the violation as received (lib/csp-reports/parse.ts), and its tally. */
export interface CspReportRow extends Omit<CspViolation, 'disposition'> {
  id: string;
  disposition: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

/** The latest reports, newest (last seen) first. */
export async function listCspReports(actor: StaffActor): Promise<CspReportRow[]> {
  authorize(actor, 'admin');
  const rows = await db().cspReport.findMany({
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'asc' }],
    take: CSP_REPORTS_SHOWN,
  });
  return rows.map(({ fingerprint: _, ...r }) => ({
    ...r,
    firstSeenAt: r.firstSeenAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  }));
}

const onPaymentPage = {
  OR: [
    { documentPath: PAYMENT_PAGE_PATH },
    { documentPath: { startsWith: `${PAYMENT_PAGE_PATH}/` } },
  ],
};

/** Unreviewed reports from the payment page seen in the last CSP_WARNING_DAYS days. */
export async function countUnreviewedPaymentReports(actor: StaffActor): Promise<number> {
  authorize(actor, 'admin');
  return db().cspReport.count({
    where: {
      ...onPaymentPage,
      reviewedAt: null,
      lastSeenAt: { gte: new Date(Date.now() - CSP_WARNING_DAYS * 86_400_000) },
    },
  });
}

export type ReviewOutcome = 'reviewed' | 'missing';

/** Marks a report reviewed (audited); a repeat of it after this opens it again. */
export async function markCspReportReviewed(actor: StaffActor, id: string): Promise<ReviewOutcome> {
  const { email } = authorize(actor, 'admin');
  return db().$transaction(async (tx) => {
    const report = await tx.cspReport.findUnique({ where: { id } });
    if (!report) return 'missing';
    await tx.cspReport.update({
      where: { id },
      data: { reviewedAt: new Date(), reviewedBy: email },
    });
    const summary = `Reviewed CSP report: ${report.directive} blocked ${report.blockedUri} on ${report.documentPath}`;
    await recordAudit(
      { actorEmail: email, action: 'review', entity: 'CspReport', entityId: id, summary },
      tx,
    );
    return 'reviewed';
  });
}
