import { defineMarkers, insertRow, sql } from './kit';

/** A contact and a dealer enquiry. */
export const enquiries = defineMarkers({
  insert: async ({ word }) => ({
    contactId: await insertRow(
      `INSERT INTO "ContactEnquiry" (id, types, name, mobile, email, city, pincode, message)
       VALUES (gen_random_uuid(), ARRAY['led-lights'], $1, '9876543210', $2, 'Pune', '411001', $3) RETURNING id`,
      [word('Enquirer'), `${word('enquirer')}@example.com`, word('Message')],
    ),
    dealerId: await insertRow(
      `INSERT INTO "DealerEnquiry" (id, name, number, location)
       VALUES (gen_random_uuid(), $1, '9876543210', $2) RETURNING id`,
      [word('Dealer'), word('Location')],
    ),
  }),
  state: (m) =>
    Promise.all([
      sql(`SELECT "handledAt" FROM "ContactEnquiry" WHERE id = $1`, [m.contactId]),
      sql(`SELECT "handledAt" FROM "DealerEnquiry" WHERE id = $1`, [m.dealerId]),
    ]),
});
