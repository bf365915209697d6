'use server';

import { markHandledFromForm } from '@/lib/features/handled';
import { threadChangeFromForm } from '@/lib/enquiries/thread-form';

/** Marks a dealer enquiry handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('DealerEnquiry', form);
}

/** Adds an internal note to a dealer enquiry's thread (a dealer enquiry has no e-mail to reply to). */
export async function noteDealerEnquiry(form: FormData) {
  await threadChangeFromForm('DealerEnquiry', 'note', form);
}

/** Assigns a dealer enquiry to a member with the sales role, or to nobody. */
export async function assignDealerEnquiry(form: FormData) {
  await threadChangeFromForm('DealerEnquiry', 'assign', form);
}
