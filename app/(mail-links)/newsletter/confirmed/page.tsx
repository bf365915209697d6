import type { Metadata } from 'next';
import { LinkPage, listParam } from '@/components/newsletter/link-page';
import { LIST_TEXT, NEWSLETTER_PAGES } from '@/content/newsletter';

export const metadata: Metadata = { title: NEWSLETTER_PAGES.confirmed.title };

export default async function ConfirmedPage({ searchParams }: PageProps<'/newsletter/confirmed'>) {
  const T = LIST_TEXT[await listParam(searchParams)].pages.confirmed;
  return <LinkPage title={T.title} lead={T.lead} note={T.withdraw} />;
}
