import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';

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

export async function listAudit({ page = 1, pageSize = 50 } = {}): Promise<{
  rows: AuditRow[];
  total: number;
}> {
  const [rows, total] = await Promise.all([
    db().auditLog.findMany({
      orderBy: { createdAt: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db().auditLog.count(),
  ]);
  return { rows: rows.map((r) => ({ ...r, when: r.createdAt.toISOString() })), total };
}
