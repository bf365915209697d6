'use server';

import { redirect } from 'next/navigation';
import { SERVICE_PROMISE_MESSAGES } from '@/content/service';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { serviceRequests } from '@/lib/service/feature';
import {
  deleteServicePromise,
  saveServicePromise,
  type PromiseOutcome,
} from '@/lib/service/promises';

/** Back to the page with what happened; a refused form names its first wrong field's message. */
function back(outcome: PromiseOutcome): never {
  if (outcome.ok) redirect(`/staff/service-promises?outcome=${outcome.saved}`);
  if (outcome.reason !== 'invalid') redirect(`/staff/service-promises?outcome=${outcome.reason}`);
  // The message's key (the page shows the message of that key only).
  const first = Object.values(outcome.errors)[0];
  const key = Object.entries(SERVICE_PROMISE_MESSAGES).find(([, m]) => m === first)?.[0] ?? '';
  redirect(`/staff/service-promises?outcome=invalid&field=${encodeURIComponent(key)}`);
}

/** Adds a state's promise for a product line, or changes an existing row's hours. */
export async function saveServicePromiseAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  back(await saveServicePromise(staff, Object.fromEntries(formOf(form))));
}

/** Deletes a state's promise (the line's promise for all of India stays). */
export async function deleteServicePromiseAction(form: FormData) {
  const staff = await requireStaff(serviceRequests.role);
  const id = formOf(form).get('id');
  back(await deleteServicePromise(staff, typeof id === 'string' ? id : ''));
}
