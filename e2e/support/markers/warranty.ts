import { defineMarkers, insertRow, sql } from './kit';

/**
 * A warranty registration. Its invoice key names no stored file: the invoice route answers 404
 * even to an admin, so no file of another spec is ever sent.
 */
export const warranty = defineMarkers({
  insert: async ({ tag, word }) => ({
    warrantyId: await insertRow(
      `INSERT INTO "WarrantyRegistration" (id, number, "financialYear", sequence, "productLine",
         "modelCode", serial, "purchasedOn", "warrantyEndsOn", "invoiceKey", name, mobile, email, pincode)
       VALUES (gen_random_uuid(), $1, '1999-00', $2, 'inverter-ups', 'IU-1100', $3, '2024-01-01',
         '2029-01-01', $4, $5, '9876543210', $6, '160022') RETURNING id`,
      [
        `WR/1999-00/${tag}`,
        Number.parseInt(tag.slice(-6), 16),
        `IU${tag}`.slice(0, 40),
        `private/warranty-invoices/${tag}.pdf`,
        word('Warrantee'),
        `${word('warrantee')}@example.com`,
      ],
    ),
  }),
  state: (m) =>
    Promise.all([
      sql(
        `SELECT "handledAt", verification, "rejectionReason", "decidedAt" FROM "WarrantyRegistration" WHERE id = $1`,
        [m.warrantyId],
      ),
    ]),
  segments: (m) => ({ id: [m.warrantyId] }),
});
