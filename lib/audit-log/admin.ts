import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { defineInbox, inboxWhere } from '@/lib/platform/inbox/inbox';
import { auditLog as feature } from './feature';

export interface AuditRow {
  id: string;
  when: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

const auditLog = defineInbox({
  access: feature.role,
  where: (filter): Prisma.AuditLogWhereInput =>
    inboxWhere(filter, { search: ['actorEmail', 'summary'] }),
  find: (query) => db().auditLog.findMany(query),
  count: (where) => db().auditLog.count({ where }),
  row: (r): AuditRow => ({ ...r, when: r.createdAt.toISOString() }),
});

/** One page of staff changes, newest first, matching the filter's search and dates (admin). */
export const listAudit = auditLog.list;
