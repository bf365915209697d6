import { PAYMENT_MESSAGES } from '@/content/payment';
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

/** A refused order shows the server's message inline; no answer at all, "Failed to initiate". */
export const ORDER_MESSAGES: PostMessages = {
  refused: (message) => message ?? PAYMENT_MESSAGES.orderFailed,
  unreachable: PAYMENT_MESSAGES.initiateFailed,
};

/** The order in an accepted create-order answer, or null. */
export const orderIn = (answer: Record<string, unknown> | null): OrderForCheckout | null =>
  answer?.status === 'success' ? (answer as unknown as OrderForCheckout) : null;

const VERIFY_MESSAGES: PostMessages = {
  refused: (message) => message ?? PAYMENT_MESSAGES.serverError,
  unreachable: PAYMENT_MESSAGES.serverError,
};

/** The receipt, or the text for the verification alert. */
export async function requestVerification(
  completion: CheckoutSuccess,
): Promise<{ receipt: ReceiptView } | { error: string }> {
  const outcome = await postForm('/api/payment/verify', { ...completion }, VERIFY_MESSAGES);
  const receipt = outcome.ok && outcome.data?.status === 'success' ? outcome.data.receipt : null;
  if (receipt) return { receipt: receipt as ReceiptView };
  return { error: `${PAYMENT_MESSAGES.verificationFailedAlert}${outcome.message}` };
}

/** Fetches the receipt PDF and saves it as `<receipt id>.pdf`; false when that failed. */
export async function downloadReceipt(receipt: ReceiptView): Promise<boolean> {
  try {
    const response = await fetch(receipt.download_url);
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
