'use server';

import { redirect } from 'next/navigation';
import { DEFAULT_LANGUAGE, isLanguage, localPath } from '@/content/languages';
import { formOf } from '@/lib/platform/http/form';
import { confirmSubscription, listOfLink, unsubscribe } from '@/lib/newsletter/confirm';

const tokenOf = (form: unknown) => {
  const token = formOf(form).get('token');
  return typeof token === 'string' ? token.slice(0, 200) : '';
};

/** The page's language (LinkPage's hidden field): the next page is in it; anything else is English. */
const inLanguageOf = (form: unknown, path: string) => {
  const lang = formOf(form).get('lang');
  return localPath(path, isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
};

/** The confirm page's button; a link no longer valid goes back to the page, which says why. */
export async function confirmAction(form: FormData) {
  const token = tokenOf(form);
  const outcome = await confirmSubscription(token);
  const list = await listOfLink('confirm', token);
  redirect(
    inLanguageOf(
      form,
      outcome === 'confirmed'
        ? `/newsletter/confirmed${list === 'newsletter' ? '' : `?list=${list}`}`
        : `/newsletter/confirm?token=${encodeURIComponent(token)}`,
    ),
  );
}

/** The unsubscribe page's button. */
export async function unsubscribeAction(form: FormData) {
  const token = tokenOf(form);
  const outcome = await unsubscribe(token);
  const list = await listOfLink('unsubscribe', token);
  redirect(
    inLanguageOf(
      form,
      outcome === 'unsubscribed'
        ? `/newsletter/unsubscribed${list === 'newsletter' ? '' : `?list=${list}`}`
        : `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    ),
  );
}
