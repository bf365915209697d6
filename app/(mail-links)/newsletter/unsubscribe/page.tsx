import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LinkPage, tokenParam } from '@/components/newsletter/link-page';
import { NEWSLETTER_PAGES } from '@/content/newsletter';
import { unsubscribeLinkValid } from '@/lib/newsletter/confirm';
import { unsubscribeAction } from '../actions';

const T = NEWSLETTER_PAGES.unsubscribe;

export const metadata: Metadata = { title: T.title };

export default async function UnsubscribePage({
  searchParams,
}: PageProps<'/newsletter/unsubscribe'>) {
  const token = await tokenParam(searchParams);
  // A tampered or incomplete link: ./not-found.tsx explains, with a 404.
  if (!unsubscribeLinkValid(token)) notFound();
  return (
    <LinkPage
      title={T.title}
      lead={T.lead}
      action={{ run: unsubscribeAction, token, button: T.button }}
    />
  );
}
