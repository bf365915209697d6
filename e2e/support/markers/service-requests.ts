import { randomInt } from 'node:crypto';
import { defineMarkers, insertRow, sql } from './kit';

/** A service request with an internal note: the request page and inbox must not leak either. */
export const serviceRequests = defineMarkers({
  insert: async ({ tag, word }) => {
    const serviceRequestId = await insertRow(
      `INSERT INTO "ServiceRequest" (id, ticket, "financialYear", sequence, "productLine", "modelCode",
         category, description, photos, address, pincode, name, mobile, email, "updatedAt")
       VALUES (gen_random_uuid(), $1, '1999-00', $2, 'cctv', 'CC-DOME-2', 'other', $3, ARRAY[]::varchar[],
         '1 Marker Road', '411001', $4, '9876543210', $5, now()) RETURNING id`,
      [
        `SR/1999-00/${tag}`,
        randomInt(1, 2_000_000_000),
        word('Problem'),
        word('Customer'),
        `${word('customer')}@example.com`,
      ],
    );
    await sql(
      `INSERT INTO "ServiceRequestEvent" (id, "requestId", kind, note, public, actor)
       VALUES (gen_random_uuid(), $1, 'note', $2, false, 'marker@example.com')`,
      [serviceRequestId, word('Internal')],
    );
    return { serviceRequestId };
  },
  state: (m) =>
    Promise.all([
      sql(`SELECT status, "outletId" FROM "ServiceRequest" WHERE id = $1`, [m.serviceRequestId]),
      sql(`SELECT count(*)::int AS n FROM "ServiceRequestEvent" WHERE "requestId" = $1`, [
        m.serviceRequestId,
      ]),
    ]),
  // A photo's number (the marker request has no photos).
  segments: (m) => ({ id: [m.serviceRequestId], n: ['1'] }),
});
