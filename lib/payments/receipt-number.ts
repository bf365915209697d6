import { documentNumber } from '@/lib/platform/numbering';
import { payments } from './feature';

/**
 * Receipt numbers: RCPT/<financial year>/<6-digit sequence>, one series of the shared numbering
 * (lib/platform/numbering), restarting each Indian financial year.
 */
export { financialYear } from '@/lib/platform/numbering';

export const receiptNumber = (year: string, sequence: number) =>
  documentNumber(payments.numberSeries.receipt, year, sequence);
