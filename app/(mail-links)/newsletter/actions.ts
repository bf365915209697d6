'use server';

import { redirect } from 'next/navigation';
import { formOf } from '@/lib/platform/http/form';
import { confirmSubscription, listOfLink, unsubscribe } from '@/lib/newsletter/confirm';

const tokenOf = (form: unknown) => {
  const token = formOf(form).get('token');
  return typeof token === 'string' ? token.slice(0, 200) : '';
};

/** The confirm page's button; a link no longer valid goes back to the page, which says why. */
export async function confirmAction(form: FormData) {
  const token = tokenOf(form);
  const outcome = await confirmSubscription(token);
  const list = await listOfLink('confirm', token);
  redirect(
    outcome === 'confirmed'
      ? `/newsletter/confirmed${list === 'newsletter' ? '' : `?list=${list}`}`
      : `/newsletter/confirm?token=${encodeURIComponent(token)}`,
  );
}

/** The unsubscribe page's button. */
export async function unsubscribeAction(form: FormData) {
  const token = tokenOf(form);
  const outcome = await unsubscribe(token);
  const list = await listOfLink('unsubscribe', token);
  redirect(
    outcome === 'unsubscribed'
      ? `/newsletter/unsubscribed${list === 'newsletter' ? '' : `?list=${list}`}`
      : `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  );
}
