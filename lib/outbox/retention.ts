import { MAIL_RETENTION, RETENTION_RULES } from '@/lib/features';
import { db } from '@/lib/platform/db/client';
import { env, type Env } from '@/lib/platform/env';
import type { RetentionSetting } from '@/lib/platform/feature';
import { daysOf, olderThan } from '@/lib/platform/retention';

/**
 * Deletes outgoing e-mails (sent, failed or still queued) by age. An outbox row is not linked to
 * its record; it holds a copy of it, so a kind of mail that copies a record (`mailRetention` in
 * the manifests: an enquiry, a registration, a request) goes after that record's number of days,
 * counted from the mail's making, and never outlives it; every other kind (set-password links,
 * newsletter confirmations, notices) after `days` (MAIL_RETENTION_DAYS).
 */
export async function pruneOutboxMail(
  days: number,
  now = new Date(),
  config: Pick<Env, RetentionSetting> = env,
): Promise<number> {
  const kept = Object.entries(MAIL_RETENTION).map(([kind, name]) => ({
    kind,
    days: daysOf(
      RETENTION_RULES.find((rule) => rule.name === name)!,
      config,
    ),
  }));
  let deleted = 0;
  for (const { kind, days: its } of kept) {
    deleted += (await db().mailOutbox.deleteMany({ where: { kind, ...olderThan(its, now) } }))
      .count;
  }
  const others = { kind: { notIn: kept.map((k) => k.kind) }, ...olderThan(days, now) };
  return deleted + (await db().mailOutbox.deleteMany({ where: others })).count;
}
