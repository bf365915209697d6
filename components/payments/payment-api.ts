import type * as paymentEn from '@/content/payment';
import type { Language } from '@/content/languages';
import type { Words } from '@/content/words-type';
import { postForm, type PostMessages } from '@/components/forms/post';
import type { ReceiptView } from '@/lib/payments/receipts';
import { receiptFileName } from '@/lib/receipts/format';

/** The browser side of the payment API (spec §7, §8), posted through components/forms/post.ts. */
export const CREATE_ORDER_ENDPOINT = '/api/payment/create-order';

export interface OrderForCheckout {
  order_id: string;
  amount: number;
  currency: string;
  key: string;
}

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The payment page's messages in the page's language (useWords). */
export type PaymentMessages = Words<typeof paymentEn.PAYMENT_MESSAGES>;

/** A refused order shows the server's message inline; no answer at all, "Failed to initiate". */
export const orderMessages = (M: PaymentMessages): PostMessages => ({
  refused: (message) => message ?? M.orderFailed,
  unreachable: M.initiateFailed,
});

/** The order in an accepted create-order answer, or null. */
export const orderIn = (answer: Record<string, unknown> | null): OrderForCheckout | null =>
  answer?.status === 'success' ? (answer as unknown as OrderForCheckout) : null;

/** The receipt, or the text for the verification alert (in the page's language). */
export async function requestVerification(
  completion: CheckoutSuccess,
  M: PaymentMessages,
  language: Language,
): Promise<{ receipt: ReceiptView } | { error: string }> {
  const messages = {
    refused: (message?: string) => message ?? M.serverError,
    unreachable: M.serverError,
  };
  const outcome = await postForm(
    '/api/payment/verify',
    { ...completion },
    messages,
    'json',
    language,
  );
  const receipt = outcome.ok && outcome.data?.status === 'success' ? outcome.data.receipt : null;
  if (receipt) return { receipt: receipt as ReceiptView };
  return { error: `${M.verificationFailedAlert}${outcome.message}` };
}

/**
 * Fetches the receipt PDF in the language the payer chose and saves it as `<receipt id>.pdf`;
 * false when that failed.
 */
export async function downloadReceipt(receipt: ReceiptView, language: Language): Promise<boolean> {
  try {
    const response = await fetch(`${receipt.download_url}?lang=${language}`);
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptFileName(receipt.receipt_id);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
