import { db } from '@/lib/platform/db/client';
import { cutoff, removeFiles } from '@/lib/platform/retention';
import { storage, type FileStorage } from '@/lib/platform/storage';

/**
 * Deletes service requests closed more than `days` days before `now` with nothing recorded since
 * (a note or a reopening after the close restarts the period), with their history, then their
 * photos; returns how many. Requests not closed are kept, however old.
 */
export async function pruneServiceRequests(
  days: number,
  now = new Date(),
  files: FileStorage = storage(),
): Promise<number> {
  const before = cutoff(days, now);
  const rows = await db().serviceRequest.findMany({
    where: {
      status: 'closed',
      events: {
        some: { kind: 'status', status: 'closed', at: { lt: before } },
        none: { at: { gte: before } },
      },
    },
    select: { id: true, photos: true },
  });
  const { count } = await db().serviceRequest.deleteMany({
    // `closed` again: a request reopened meanwhile stays.
    where: { id: { in: rows.map((r) => r.id) }, status: 'closed' },
  });
  await removeFiles(
    rows.flatMap((r) => r.photos),
    files,
  );
  return count;
}
