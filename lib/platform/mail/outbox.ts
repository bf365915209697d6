import type { Db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/platform/db/generated/client';
import { uuid7 } from '@/lib/platform/db/ids';

export interface OutgoingMail {
  /**
   * What it is about, as its feature declares it (`mailKinds` in lib/<feature>/feature.ts): it
   * decides which staff may read and resend it (lib/features.ts).
   */
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * Makes it a newsletter-type mail: sent with `List-Unsubscribe: <url>` and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). Queue newsletter mail through
   * lib/newsletter/mail.ts, which also puts the visible link in the text.
   */
  unsubscribeUrl?: string;
}

/** The outbox row of a mail. */
const outboxRow = (mail: OutgoingMail) => ({
  to: mail.to,
  // A subject is one header line: no line breaks from visitor input.
  subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
  text: mail.text,
  replyTo: mail.replyTo ?? null,
  kind: mail.kind,
  unsubscribeUrl: mail.unsubscribeUrl ?? null,
});

/** Queues a mail inside the caller's transaction, so it exists exactly when the record does. */
export async function enqueueMail(tx: Prisma.TransactionClient | Db, mail: OutgoingMail) {
  await tx.mailOutbox.create({ data: outboxRow(mail) });
}

/**
 * Stores a record and queues its mail in one statement (the record's INSERT as a data-modifying
 * WITH, the outbox row as the statement's own INSERT): both are stored or neither, in a single
 * round trip to the database, where a transaction costs four (BEGIN, two INSERTs, COMMIT) and
 * holds a pooled connection between them. `insert` is the record's INSERT, written by its
 * feature; it must not depend on reading anything first.
 */
export async function insertWithMail(
  client: Db,
  insert: Prisma.Sql,
  mail: OutgoingMail,
): Promise<void> {
  const row = outboxRow(mail);
  await client.$executeRaw`
    WITH "record" AS (${insert})
    INSERT INTO "MailOutbox" ("id", "to", "replyTo", "subject", "text", "kind", "unsubscribeUrl")
    VALUES (${uuid7()}::uuid, ${row.to}, ${row.replyTo}, ${row.subject}, ${row.text},
            ${row.kind}, ${row.unsubscribeUrl})`;
}

/** The headers of a newsletter-type mail: one click unsubscribes (RFC 8058). */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** 1, 2, 4 ... minutes after each failed attempt, at most 6 hours apart. */
export function backoffSeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 6 * 3600);
}

/** After this many failed attempts (about 3 days: 68 h of pauses) a mail is marked failed for staff. */
export const MAX_ATTEMPTS = 20;

/**
 * An outbox row's update after a failed try (mail, and the text messages' outbox): the next try
 * after the backoff, or failed for good after MAX_ATTEMPTS; the claim released, the error kept.
 */
export const failedTry = (attempts: number, error: unknown) => ({
  attempts,
  status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
  nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
  lockedUntil: null,
  lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
});
