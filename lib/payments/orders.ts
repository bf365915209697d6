import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { PaymentUnavailable } from './errors';
import { razorpayKeys } from './config';
import { createRazorpayOrder } from './razorpay';
import type { CreateOrderInput } from './schema';

export interface CreatedOrder {
  order_id: string;
  /** In paise, as checkout wants it. */
  amount: number;
  currency: 'INR';
  key: string;
}

/**
 * Creates the order at Razorpay, then stores it with the amount the server decided. Razorpay
 * comes first so that no stored order lacks its Razorpay id; an order Razorpay created but we
 * failed to store can never be paid through us, so nothing is lost.
 */
export async function createPaymentOrder(
  input: CreateOrderInput,
  client: ClientInfo,
  /** The language of the page that posted: the receipt is written in it unless the payer asks otherwise. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreatedOrder> {
  const keys = razorpayKeys();
  if (!keys) throw new PaymentUnavailable();
  const id = randomUUID();
  const created = await createRazorpayOrder(keys, {
    amountPaise: input.amountPaise,
    receipt: id, // 36 characters: within Razorpay's 40, and unique
    notes: { purpose: input.purpose, name: input.name, email: input.email, phone: input.phone },
  });
  await db().paymentOrder.create({
    data: {
      id,
      razorpayOrderId: created.id,
      amountPaise: input.amountPaise,
      currency: 'INR',
      purpose: input.purpose,
      name: input.name,
      email: input.email,
      phone: input.phone,
      ip: client.ip,
      userAgent: client.userAgent,
      language,
    },
  });
  return { order_id: created.id, amount: input.amountPaise, currency: 'INR', key: keys.keyId };
}
