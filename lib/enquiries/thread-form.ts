import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { isUuid } from '@/lib/platform/validation/fields';
import { enquiries as feature } from './feature';
import {
  addEnquiryNote,
  assignEnquiry,
  replyToEnquiry,
  type EnquiryEntity,
  type ThreadOutcome,
} from './thread';

/** The page of each kind of enquiry (its inbox's address, then the enquiry's id). */
const PAGES: Record<EnquiryEntity, string> = {
  ContactEnquiry: '/staff/enquiries',
  DealerEnquiry: '/staff/dealers',
};

export type ThreadForm = 'reply' | 'note' | 'assign';

const DONE: readonly ThreadOutcome[] = ['replied', 'noted', 'assigned'];

/**
 * The body of the enquiry pages' actions (app/(staff)/staff/(signed-in)/{enquiries,dealers}/
 * actions.ts): the member from the request's session with the sales role, the form's fields
 * passed to lib/enquiries/thread.ts (which checks the role again and the text), then back to the
 * enquiry's page with the outcome, at the new entry of the thread when one was added, else at the
 * form that was refused.
 */
export async function threadChangeFromForm(
  entity: EnquiryEntity,
  which: ThreadForm,
  value: unknown,
): Promise<never> {
  const staff = await requireStaff(feature.role);
  const form = formOf(value);
  const id = String(form.get('id') ?? '');
  if (!isUuid(id)) redirect(PAGES[entity]);
  const text = String(form.get('text') ?? '');
  // An assignment names a member, or '' for nobody; a form without the field changes nothing.
  const staffId = form.get('staffId');
  const outcome =
    which === 'reply'
      ? await replyToEnquiry(staff, entity, id, text)
      : which === 'note'
        ? await addEnquiryNote(staff, entity, id, text)
        : typeof staffId === 'string'
          ? await assignEnquiry(staff, entity, id, staffId === '' ? null : staffId)
          : 'notAssignable';
  if (outcome === 'missing') redirect(PAGES[entity]);
  const at = DONE.includes(outcome) ? (which === 'assign' ? 'assign' : 'latest') : which;
  redirect(`${PAGES[entity]}/${id}?form=${which}&outcome=${outcome}#${at}`);
}
