import { PAYMENT_PURPOSES } from '@/content/payment';

/**
 * What a payer reads for a stored purpose: the English list holds the values the API accepts and
 * the order stores; a language's list has its labels in the same order. A purpose that is not in
 * the list (an old order's) is shown as it was stored.
 */
export function purposeLabel(purpose: string, labels: readonly string[]): string {
  return labels[(PAYMENT_PURPOSES as readonly string[]).indexOf(purpose)] ?? purpose;
}

/** The options of the purpose select: the English value, the language's label. */
export const purposeOptions = (labels: readonly string[]) =>
  PAYMENT_PURPOSES.map((value, i) => ({ value, label: labels[i] ?? value }));
