import { db } from '@/lib/platform/db/client';
import { cutoff, removeFiles } from '@/lib/platform/retention';
import { storage, type FileStorage } from '@/lib/platform/storage';

/**
 * Deletes warranty registrations whose warranty ended more than `days` days before `now` (by UTC
 * date: a warranty that ended on the cut-off's date stays), then their invoices; returns how many.
 */
export async function pruneWarrantyRegistrations(
  days: number,
  now = new Date(),
  files: FileStorage = storage(),
): Promise<number> {
  const day = cutoff(days, now).toISOString().slice(0, 10);
  const where = { warrantyEndsOn: { lt: new Date(`${day}T00:00:00Z`) } };
  const rows = await db().warrantyRegistration.findMany({
    where,
    select: { id: true, invoiceKey: true },
  });
  const { count } = await db().warrantyRegistration.deleteMany({
    where: { id: { in: rows.map((r) => r.id) } },
  });
  await removeFiles(rows.map((r) => r.invoiceKey).filter(Boolean), files);
  return count;
}
