/**
 * Receipt numbers: RCPT/<financial year>/<6-digit sequence>, the sequence restarting each Indian
 * financial year (1 April to 31 March, in India's time zone).
 */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1; // months count from 0: April is 3
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const receiptNumber = (year: string, sequence: number) =>
  `RCPT/${year}/${String(sequence).padStart(6, '0')}`;
