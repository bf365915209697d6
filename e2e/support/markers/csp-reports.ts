import { defineMarkers, insertRow, sql } from './kit';

/** A CSP violation report. */
export const cspReports = defineMarkers({
  insert: async ({ tag }) => ({
    cspReportId: await insertRow(
      `INSERT INTO "CspReport" (id, fingerprint, "documentPath", directive, "blockedUri", disposition)
       VALUES (gen_random_uuid(), $1, '/bess', 'script-src-elem', $2, 'enforce') RETURNING id`,
      [tag.padEnd(64, '0'), `https://${tag}.example/skim.js`],
    ),
  }),
  state: (m) =>
    Promise.all([sql(`SELECT "reviewedAt" FROM "CspReport" WHERE id = $1`, [m.cspReportId])]),
});
