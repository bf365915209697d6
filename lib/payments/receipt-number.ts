import { documentNumber } from '@/lib/numbering';
import { payments } from './feature';

/**
 * Receipt numbers: RCPT/<financial year>/<6-digit sequence>, one series of the shared numbering
 * (lib/numbering), restarting each Indian financial year.
 */
export { financialYear } from '@/lib/numbering';

export const receiptNumber = (year: string, sequence: number) =>
  documentNumber(payments.numberSeries.receipt, year, sequence);
