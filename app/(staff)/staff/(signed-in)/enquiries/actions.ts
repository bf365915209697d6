'use server';

import { markHandledFromForm } from '@/lib/features/handled';

/** Marks a contact enquiry handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('ContactEnquiry', form);
}
