import { defineMarkers, insertRow, sql } from './kit';

/** An outlet, inactive: the back-office lists it, the public dealer locator never does. */
export const outlets = defineMarkers({
  insert: async ({ word }) => ({
    outletId: await insertRow(
      `INSERT INTO "Outlet" (id, name, type, "productLines", address, city, state, pincode, phones, active, "updatedAt")
       VALUES (gen_random_uuid(), $1, 'dealer', ARRAY['cctv'], '1 Marker Road', 'Pune', 'Maharashtra',
               '411001', ARRAY['9876543210'], false, now()) RETURNING id`,
      [word('Outlet')],
    ),
  }),
  state: (m) =>
    Promise.all([
      sql(`SELECT name, active, "updatedAt" FROM "Outlet" WHERE id = $1`, [m.outletId]),
    ]),
  segments: (m) => ({ id: [m.outletId] }),
});
