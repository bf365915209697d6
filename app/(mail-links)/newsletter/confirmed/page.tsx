import type { Metadata } from 'next';
import { LinkPage, listParam } from '@/components/newsletter/link-page';
import { words } from '@/lib/platform/i18n/words';

export function generateMetadata(): Metadata {
  return { title: words().newsletter.NEWSLETTER_PAGES.confirmed.title };
}

export default async function ConfirmedPage({ searchParams }: PageProps<'/newsletter/confirmed'>) {
  const T = words().newsletter.LIST_TEXT[await listParam(searchParams)].pages.confirmed;
  return <LinkPage title={T.title} lead={T.lead} note={T.withdraw} />;
}
