import { defineMarkers, insertRow, sql } from './kit';

/** A subscriber. */
export const newsletter = defineMarkers({
  insert: async ({ word }) => ({
    subscriberId: await insertRow(
      `INSERT INTO "Subscriber" (id, email) VALUES (gen_random_uuid(), $1) RETURNING id`,
      [`${word('subscriber')}@example.com`],
    ),
  }),
  state: (m) =>
    Promise.all([sql(`SELECT "handledAt" FROM "Subscriber" WHERE id = $1`, [m.subscriberId])]),
});
