import { defineMarkers, sql } from './kit';

/** An audit row; a write the attacks made would add rows naming the run's tag. */
export const auditLog = defineMarkers({
  insert: async ({ word }) => {
    await sql(
      `INSERT INTO "AuditLog" (id, "actorEmail", action, entity, summary)
       VALUES (gen_random_uuid(), $1, 'create', 'Test', $2)`,
      [`${word('auditor')}@example.com`, word('Audit')],
    );
    return {};
  },
  state: (m) =>
    Promise.all([
      sql(`SELECT count(*)::int AS n FROM "AuditLog" WHERE summary LIKE $1`, [`%${m.tag}%`]),
    ]),
});
