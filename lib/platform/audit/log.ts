import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';

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
