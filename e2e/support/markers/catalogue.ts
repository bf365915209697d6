import { defineMarkers, insertRow, sql } from './kit';

/**
 * A model of the sheet-metal line (the line no public spec counts), its English name carrying the
 * run's tag: the back-office lists it, and staff attacks must leave it as it was.
 */
export const catalogue = defineMarkers({
  insert: async ({ word }) => {
    const code = `MK-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    return {
      catalogueModelId: await insertRow(
        `INSERT INTO "CatalogueModel" (id, code, slug, line, series, "nameEn", "nameHi", "summaryEn",
         "summaryHi", specs, certifications, "warrantyMonths", "launchedOn", "updatedAt")
       VALUES (gen_random_uuid(), $2, $3, 'sheet-metal', 'custom', $1, 'मार्कर', 'A marker model',
               'मार्कर', '{"grade":"ss-304","thicknessMm":1.2,"finish":"2b"}', ARRAY['ISI'], 12,
               '2024-01-01', now()) RETURNING id`,
        [word('Marker'), code, code.toLowerCase()],
      ),
    };
  },
  state: (m) =>
    Promise.all([
      sql(`SELECT code, "nameEn", specs, "updatedAt" FROM "CatalogueModel" WHERE id = $1`, [
        m.catalogueModelId,
      ]),
    ]),
  segments: (m) => ({ id: [m.catalogueModelId] }),
});
