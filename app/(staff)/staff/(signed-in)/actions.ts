'use server';

import { formOf } from '@/lib/http/form';
import { revalidatePath } from 'next/cache';
import { forbidden, notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import type { RecheckState } from '@/components/staff/recheck-button';
import { PAYMENT_RECHECK } from '@/content/payment';
import { NotAllowedError } from '@/lib/auth/access';
import { requireStaff } from '@/lib/auth/session';
import { resendMail, type ResendOutcome } from '@/lib/mail/admin';
import { MAIL_ACCESS } from '@/lib/mail/kinds';
import { recheckOrder } from '@/lib/payments/admin';
import { markCspReportReviewed } from '@/lib/security/csp-reports-admin';
import { setHandled } from '@/lib/staff/handled';
import { ANY_HANDLED_OWNER, HANDLED_ENTITIES, HANDLED_OWNERS } from '@/lib/staff/handled-entities';

const handledInput = z.object({
  entity: z.enum(HANDLED_ENTITIES),
  id: z.uuid(),
  handled: z.enum(['true', 'false']),
  back: z.string().regex(/^\/staff(\/[a-z-]+)?$/),
});

/**
 * Marks an inbox row handled or open again (every inbox shares this action). The role it needs
 * is the owner of the row's entity, never the inbox's: a form posted from the sales inbox may
 * name an after-sales row.
 */
export async function toggleHandled(form: FormData) {
  form = formOf(form);
  const parsed = handledInput.safeParse(Object.fromEntries(form));
  const staff = await requireStaff(
    parsed.success ? HANDLED_OWNERS[parsed.data.entity] : ANY_HANDLED_OWNER,
  );
  // Our forms always send a known entity, an id and a way back: anything else names no row.
  if (!parsed.success) notFound();
  const { entity, id, handled, back } = parsed.data;
  await setHandled(staff, entity, id, handled === 'true');
  revalidatePath(back);
}

/** Asks Razorpay again about one order (payments page). */
export async function recheckPayment(_: RecheckState, form: FormData): Promise<RecheckState> {
  const staff = await requireStaff('accounts');
  form = formOf(form);
  const id = z.uuid().safeParse(form.get('id'));
  if (!id.success) return { message: PAYMENT_RECHECK.noSuchOrder };
  const message = await recheckOrder(staff, id.data);
  revalidatePath('/staff/payments');
  return { orderId: id.data, message };
}

/**
 * Puts an unsent mail back in the queue and tries it at once (outgoing mail page). A mail of a
 * kind the member's roles do not own is refused with the 403 page, as its record would be.
 */
export async function resendOutboxMail(form: FormData) {
  const staff = await requireStaff(MAIL_ACCESS);
  form = formOf(form);
  const id = z.uuid().safeParse(form.get('id'));
  let outcome: ResendOutcome = 'missing';
  try {
    if (id.success) outcome = await resendMail(staff, id.data);
  } catch (error) {
    if (error instanceof NotAllowedError) forbidden();
    throw error;
  }
  redirect(`/staff/mail?outcome=${outcome}`);
}

/** Marks a CSP violation report reviewed (CSP reports page). */
export async function reviewCspReport(form: FormData) {
  const staff = await requireStaff('admin');
  form = formOf(form);
  const id = z.uuid().safeParse(form.get('id'));
  const outcome = id.success ? await markCspReportReviewed(staff, id.data) : 'missing';
  redirect(`/staff/csp-reports?outcome=${outcome}`);
}
