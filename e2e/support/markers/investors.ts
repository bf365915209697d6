import { STAFF_MENU_ENTRIES } from '@/lib/features';
import { defineMarkers, insertRow, sql } from './kit';

/** An archived director and an old filing. */
export const investors = defineMarkers({
  insert: async ({ tag, word }) => ({
    // Archived: the back-office shows it, the public board and the old API (which other specs
    // compare with the seed, in parallel with this one) do not.
    directorId: await insertRow(
      `INSERT INTO "Director" (id, name, designation, "sortOrder", archived)
       VALUES (gen_random_uuid(), $1, 'Director', 9999, true) RETURNING id`,
      [word('Director')],
    ),
    // An old year: the public list opens its two newest years, which other specs expect to be
    // the seeded ones.
    documentId: await insertRow(
      `INSERT INTO "InvestorDocument" (id, kind, title, year, file, "sortOrder")
       VALUES (gen_random_uuid(), 'FINANCIALS', $1, '1999-00', $2, 9999) RETURNING id`,
      [word('Filing'), `investors/financials/${tag}.pdf`],
    ),
  }),
  state: (m) =>
    Promise.all([
      sql(`SELECT name, archived, "sortOrder" FROM "Director" WHERE id = $1`, [m.directorId]),
      sql(`SELECT title, archived, "sortOrder" FROM "InvestorDocument" WHERE id = $1`, [
        m.documentId,
      ]),
    ]),
  segments: (m) => ({
    // Every investor table of /staff/investors/[table] (documents and the four ordered tables)
    // has its menu entry (lib/investors/tables/tables.test.ts), so the menu names them all.
    table: STAFF_MENU_ENTRIES.map((item) => /^\/staff\/investors\/([^/]+)$/.exec(item.href)?.[1])
      .filter((name): name is string => Boolean(name))
      .concat('no-such-table'),
    id: [m.directorId, m.documentId],
  }),
});
