import { Prisma } from '@/lib/platform/db/generated/client';

/**
 * Gapless document numbers per Indian financial year: `<PREFIX>/<year>/<6-digit sequence>`
 * (`RCPT/2026-27/000001`, `WR/2026-27/000001`), the sequence restarting each financial year
 * (1 April to 31 March, in India's time zone). Each series keeps its last sequence per year in
 * its own counter table, bumped by one `INSERT ... ON CONFLICT` inside the transaction that
 * stores the numbered row: concurrent callers queue on the counter's row lock, and a rolled-back
 * transaction gives its number back, so numbers have no gaps and no duplicates.
 */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1; // months count from 0: April is 3
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A numbered series: its prefix and its counter table (`financialYear`, `lastSequence`). Each
 * feature declares its own (`numberSeries` in lib/<feature>/feature.ts).
 */
export interface NumberSeries {
  prefix: string;
  counter: string;
}

export const documentNumber = (series: NumberSeries, year: string, sequence: number) =>
  `${series.prefix}/${year}/${String(sequence).padStart(6, '0')}`;

export interface ReservedNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

/**
 * Takes the next number of a series for the financial year of `at`. Call it inside the
 * transaction that stores the numbered row, as late as possible (it holds the counter's row
 * lock until that transaction ends).
 */
export async function reserveNumber(
  tx: Prisma.TransactionClient,
  series: NumberSeries,
  at: Date,
): Promise<ReservedNumber> {
  const year = financialYear(at);
  // The table name comes from a feature's declaration, never from input; checked all the same.
  if (!/^[A-Z][A-Za-z]+Counter$/.test(series.counter)) throw new Error('not a counter table');
  const table = Prisma.raw(`"${series.counter}"`);
  const [counter] = await tx.$queryRaw<{ lastSequence: number }[]>`
    INSERT INTO ${table} ("financialYear", "lastSequence") VALUES (${year}, 1)
    ON CONFLICT ("financialYear")
    DO UPDATE SET "lastSequence" = ${table}."lastSequence" + 1
    RETURNING "lastSequence"`;
  const sequence = Number(counter?.lastSequence);
  return { number: documentNumber(series, year, sequence), financialYear: year, sequence };
}
