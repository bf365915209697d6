'use server';

import { markHandledFromForm } from '@/lib/features/handled';

/** Marks a subscriber handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('Subscriber', form);
}
