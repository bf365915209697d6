import type { Metadata } from 'next';
import { LinkPage, listParam } from '@/components/newsletter/link-page';
import { LIST_TEXT, NEWSLETTER_PAGES } from '@/content/newsletter';

export const metadata: Metadata = { title: NEWSLETTER_PAGES.unsubscribed.title };

export default async function UnsubscribedPage({
  searchParams,
}: PageProps<'/newsletter/unsubscribed'>) {
  const T = LIST_TEXT[await listParam(searchParams)].pages.unsubscribed;
  return <LinkPage title={T.title} lead={T.lead} />;
}
