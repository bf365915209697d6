'use server';

import { markHandledFromForm } from '@/lib/features/handled';

/** Marks a dealer enquiry handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('DealerEnquiry', form);
}
