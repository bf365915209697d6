'use server';

import { markHandledFromForm } from '@/lib/features/handled';

/** Marks a warranty registration handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('WarrantyRegistration', form);
}
