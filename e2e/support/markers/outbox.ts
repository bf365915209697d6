import { defineMarkers, insertRow, sql } from './kit';

/** A failed mail (a kind sales owns), which the outbox lists and offers to resend. */
export const outbox = defineMarkers({
  insert: async ({ word }) => ({
    mailId: await insertRow(
      `INSERT INTO "MailOutbox" (id, "to", subject, text, status, "nextAttemptAt", kind)
       VALUES (gen_random_uuid(), $1, $2, $3, 'failed', now(), 'contact-enquiry') RETURNING id`,
      [`${word('mailto')}@example.com`, word('Subject'), word('Body')],
    ),
  }),
  state: (m) =>
    Promise.all([sql(`SELECT status, attempts FROM "MailOutbox" WHERE id = $1`, [m.mailId])]),
});
