import { defineMarkers, insertRow, sql } from './kit';

/**
 * A contact and a dealer enquiry, each with an internal note in its thread: the inboxes and the
 * enquiry pages must not leak them, and no attack may add to a thread or assign one.
 */
export const enquiries = defineMarkers({
  insert: async ({ word }) => {
    const contactId = await insertRow(
      `INSERT INTO "ContactEnquiry" (id, types, name, mobile, email, city, pincode, message)
       VALUES (gen_random_uuid(), ARRAY['led-lights'], $1, '9876543210', $2, 'Pune', '411001', $3) RETURNING id`,
      [word('Enquirer'), `${word('enquirer')}@example.com`, word('Message')],
    );
    const dealerId = await insertRow(
      `INSERT INTO "DealerEnquiry" (id, name, number, location)
       VALUES (gen_random_uuid(), $1, '9876543210', $2) RETURNING id`,
      [word('Dealer'), word('Location')],
    );
    await sql(
      `INSERT INTO "EnquiryMessage" (id, "contactEnquiryId", "dealerEnquiryId", kind, text,
         "authorEmail", "authorName")
       VALUES (gen_random_uuid(), $1, NULL, 'note', $3, 'marker@example.com', 'Marker'),
              (gen_random_uuid(), NULL, $2, 'note', $4, 'marker@example.com', 'Marker')`,
      [contactId, dealerId, word('ContactNote'), word('DealerNote')],
    );
    return { contactId, dealerId };
  },
  state: (m) =>
    Promise.all([
      sql(`SELECT "handledAt", "assignedToId" FROM "ContactEnquiry" WHERE id = $1`, [m.contactId]),
      sql(`SELECT "handledAt", "assignedToId" FROM "DealerEnquiry" WHERE id = $1`, [m.dealerId]),
      sql(
        `SELECT kind, text FROM "EnquiryMessage"
         WHERE "contactEnquiryId" = $1 OR "dealerEnquiryId" = $2 ORDER BY text`,
        [m.contactId, m.dealerId],
      ),
    ]),
  segments: (m) => ({ id: [m.contactId, m.dealerId] }),
});
