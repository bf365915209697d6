import { PAYMENT_MESSAGES } from '@/content/payment';
import type { ReceiptView } from '@/lib/payments/receipts';
import { receiptFileName } from '@/lib/receipts/format';

/** The browser side of the payment API (spec §7, §8). */
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

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const messageOf = (data: unknown): string | null => {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
};

/** The order, or the message to show inline. */
export async function requestOrder(
  input: Record<string, string>,
): Promise<{ order: OrderForCheckout } | { error: string }> {
  try {
    const response = await post('/api/payment/create-order', input);
    const data = await response.json().catch(() => null);
    if (response.ok && data?.status === 'success') return { order: data as OrderForCheckout };
    return { error: messageOf(data) ?? PAYMENT_MESSAGES.orderFailed };
  } catch {
    return { error: PAYMENT_MESSAGES.initiateFailed };
  }
}

/** The receipt, or the text for the verification alert. */
export async function requestVerification(
  completion: CheckoutSuccess,
): Promise<{ receipt: ReceiptView } | { error: string }> {
  let message: string | null = null;
  try {
    const response = await post('/api/payment/verify', completion);
    const data = await response.json();
    if (data?.status === 'success' && data.receipt) return { receipt: data.receipt as ReceiptView };
    message = messageOf(data);
  } catch {
    // A network failure or an unreadable answer: "Server error" below.
  }
  return {
    error: `${PAYMENT_MESSAGES.verificationFailedAlert}${message ?? PAYMENT_MESSAGES.serverError}`,
  };
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
