'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import type { RecheckState } from '@/components/payments/recheck-button';
import { PAYMENT_RECHECK } from '@/content/payment';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { recheckOrder } from '@/lib/payments/admin';
import { payments } from '@/lib/payments/feature';

/** Asks Razorpay again about one order. */
export async function recheckPayment(_: RecheckState, form: FormData): Promise<RecheckState> {
  const staff = await requireStaff(payments.role);
  form = formOf(form);
  const id = z.uuid().safeParse(form.get('id'));
  if (!id.success) return { message: PAYMENT_RECHECK.noSuchOrder };
  const message = await recheckOrder(staff, id.data);
  revalidatePath('/staff/payments');
  return { orderId: id.data, message };
}
