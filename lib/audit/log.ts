import { authorize, type StaffActor } from '@/lib/auth/access';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { createdAtRange, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';

export interface AuditEntry {
  actorEmail: string;
  action: string;
  entity: string;
  entityId?: string;
  summary: string;
}

type Tx = Prisma.TransactionClient;

/** Records a staff change; pass the transaction that makes the change so both land or neither. */
export async function recordAudit(entry: AuditEntry, tx: Tx = db()) {
  await tx.auditLog.create({ data: { ...entry, summary: entry.summary.slice(0, 500) } });
}

export interface AuditRow {
  id: string;
  when: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

function where(filter: InboxFilter): Prisma.AuditLogWhereInput {
  const q = filter.q;
  return {
    ...(q
      ? {
          OR: [
            { actorEmail: { contains: q, mode: 'insensitive' } },
            { summary: { contains: q, mode: 'insensitive' } },
          ],
        }
      : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
  };
}

/** One page of staff changes, newest first, matching the filter's search and dates. */
export async function listAudit(
  actor: StaffActor,
  filter: InboxFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  authorize(actor, 'admin');
  const [rows, total] = await Promise.all([
    db().auditLog.findMany({
      where: where(filter),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db().auditLog.count({ where: where(filter) }),
  ]);
  return { rows: rows.map((r) => ({ ...r, when: r.createdAt.toISOString() })), total };
}
