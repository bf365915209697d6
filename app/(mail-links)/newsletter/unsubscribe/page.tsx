import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LinkPage, tokenParam } from '@/components/newsletter/link-page';
import { words } from '@/lib/platform/i18n/words';
import { listOfLink, unsubscribeLinkValid } from '@/lib/newsletter/confirm';
import { unsubscribeAction } from '../actions';

export function generateMetadata(): Metadata {
  return { title: words().newsletter.NEWSLETTER_PAGES.unsubscribe.title };
}

export default async function UnsubscribePage({
  searchParams,
}: PageProps<'/newsletter/unsubscribe'>) {
  const token = await tokenParam(searchParams);
  // A tampered or incomplete link: ./not-found.tsx explains, with a 404.
  if (!unsubscribeLinkValid(token)) notFound();
  const T = words().newsletter.LIST_TEXT[await listOfLink('unsubscribe', token)].pages.unsubscribe;
  return (
    <LinkPage
      title={T.title}
      lead={T.lead}
      action={{ run: unsubscribeAction, token, button: T.button }}
    />
  );
}
