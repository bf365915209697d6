import { createHash } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import type { Limit } from '@/lib/platform/rate-limit';
import type { CspViolation } from './parse';

/**
 * Stores CSP violation reports (POST /api/csp-report). One row per page path, directive and
 * blocked source per day (CSP_REPORT_WINDOW_HOURS): a repeat adds one to its count and moves its
 * last-seen time, and opens a reviewed row again, since a violation that comes back after staff
 * looked at it needs another look.
 */
export const CSP_REPORT_WINDOW_HOURS = 24;

/** Per client address: a page with a broken script reports once per load, an attacker more. */
export const CSP_REPORT_LIMITS: Limit[] = [
  { name: 'minute', seconds: 60, max: 30 },
  { name: 'day', seconds: 86_400, max: 1000 },
];

export function cspFingerprint(report: CspViolation, now: Date): string {
  const windowMs = CSP_REPORT_WINDOW_HOURS * 3_600_000;
  const window = Math.floor(now.getTime() / windowMs);
  return createHash('sha256')
    .update([window, report.documentPath, report.directive, report.blockedUri].join('\n'))
    .digest('hex');
}

export async function recordCspReports(reports: CspViolation[], now = new Date()): Promise<void> {
  for (const report of reports) {
    const fingerprint = cspFingerprint(report, now);
    // One INSERT ... ON CONFLICT (Prisma's native upsert): concurrent repeats are all counted.
    await db().cspReport.upsert({
      where: { fingerprint },
      create: { ...report, fingerprint, firstSeenAt: now, lastSeenAt: now },
      update: { count: { increment: 1 }, lastSeenAt: now, reviewedAt: null, reviewedBy: null },
    });
  }
}
