/**
 * Every row an inbox filter matches, for its CSV export, newest first, in batches. Keyset
 * pagination (rows older than the last one sent, by creation time then id) keeps the export
 * complete and free of repeats while rows are added or deleted during it; there is no cap.
 */
export const EXPORT_BATCH_SIZE = 500;

/** Where the previous batch ended. */
export interface BatchEnd {
  createdAt: Date;
  id: string;
}

/** The order every export walks in: newest first, ties broken by id. */
export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** A Prisma `where` for the rows after `end` in NEWEST_FIRST order (all rows without one). */
export const after = (end: BatchEnd | undefined) =>
  end
    ? {
        OR: [
          { createdAt: { lt: end.createdAt } },
          { createdAt: end.createdAt, id: { lt: end.id } },
        ],
      }
    : {};

/** Fetches batch after batch until one comes back short, mapping each stored row for the CSV. */
export async function* batchesOf<Stored extends BatchEnd, Row>(
  fetch: (end: BatchEnd | undefined, take: number) => Promise<Stored[]>,
  toRow: (stored: Stored) => Row,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let end: BatchEnd | undefined;
  for (;;) {
    const stored = await fetch(end, size);
    if (stored.length > 0) yield stored.map(toRow);
    if (stored.length < size) return;
    const last = stored[stored.length - 1]!;
    end = { createdAt: last.createdAt, id: last.id };
  }
}
