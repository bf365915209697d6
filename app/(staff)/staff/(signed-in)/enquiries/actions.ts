'use server';

import { markHandledFromForm } from '@/lib/features/handled';
import { threadChangeFromForm } from '@/lib/enquiries/thread-form';

/** Marks a contact enquiry handled, or open again. */
export async function markHandled(form: FormData) {
  await markHandledFromForm('ContactEnquiry', form);
}

/** Replies to a contact enquiry by e-mail; the reply stays in its thread. */
export async function replyToContactEnquiry(form: FormData) {
  await threadChangeFromForm('ContactEnquiry', 'reply', form);
}

/** Adds an internal note to a contact enquiry's thread. */
export async function noteContactEnquiry(form: FormData) {
  await threadChangeFromForm('ContactEnquiry', 'note', form);
}

/** Assigns a contact enquiry to a member with the sales role, or to nobody. */
export async function assignContactEnquiry(form: FormData) {
  await threadChangeFromForm('ContactEnquiry', 'assign', form);
}
