'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { markHandledFromForm } from '@/lib/features/handled';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { warranty } from '@/lib/warranty/feature';
import { decideWarranty, type WarrantyDecisionOutcome } from '@/lib/warranty/verify';

/** Marks a warranty registration handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('WarrantyRegistration', form);
}

/** Back to the registration's page with what happened (or to the inbox when the id is not one). */
function back(form: FormData, outcome: WarrantyDecisionOutcome): never {
  const id = z.uuid().safeParse(form.get('id'));
  redirect(id.success ? `/staff/warranty/${id.data}?outcome=${outcome}` : '/staff/warranty');
}

const idOf = (form: FormData) => {
  const id = form.get('id');
  return typeof id === 'string' ? id : '';
};

/** Verifies a pending registration's invoice; the customer is e-mailed. */
export async function verifyWarrantyAction(form: FormData) {
  const staff = await requireStaff(warranty.role);
  form = formOf(form);
  back(form, await decideWarranty(staff, idOf(form), 'verified'));
}

/** Rejects a pending registration with the reason the customer is e-mailed. */
export async function rejectWarrantyAction(form: FormData) {
  const staff = await requireStaff(warranty.role);
  form = formOf(form);
  back(form, await decideWarranty(staff, idOf(form), 'rejected', form.get('reason') ?? ''));
}
