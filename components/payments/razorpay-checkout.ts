import { PAYMENT_PAGE } from '@/content/payment';
import type { CheckoutSuccess, OrderForCheckout, PaymentMessages } from './payment-api';

/** The part of Razorpay's checkout.js interface this page uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  image: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  modal: { confirm_close: boolean; ondismiss: () => void };
  handler: (response: CheckoutSuccess) => void;
}

interface RazorpayInstance {
  on(event: 'payment.failed', callback: (r: { error?: { description?: string } }) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export interface CheckoutCallbacks {
  onSuccess: (response: CheckoutSuccess) => void;
  onFailure: (alertText: string) => void;
  onDismiss: () => void;
}

/**
 * Opens checkout for the order; false when checkout.js has not loaded (or would not open). The
 * payer reads the purpose's label (in the page's language); the order's notes keep its value.
 */
export function openCheckout(
  order: OrderForCheckout,
  payer: { name: string; email: string; phone: string; purpose: string; purposeLabel: string },
  brand: { name: string; logoUrl: string },
  callbacks: CheckoutCallbacks,
  M: PaymentMessages,
): boolean {
  if (!window.Razorpay) return false;
  try {
    const checkout = new window.Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: brand.name,
      description: payer.purposeLabel,
      image: brand.logoUrl,
      order_id: order.order_id,
      prefill: { name: payer.name, email: payer.email, contact: payer.phone },
      notes: { purpose: payer.purpose },
      theme: { color: PAYMENT_PAGE.themeColor },
      modal: { confirm_close: true, ondismiss: callbacks.onDismiss },
      handler: callbacks.onSuccess,
    });
    checkout.on('payment.failed', (response) =>
      callbacks.onFailure(`${M.paymentFailedAlert}${response.error?.description ?? ''}`),
    );
    checkout.open();
    return true;
  } catch {
    return false;
  }
}
