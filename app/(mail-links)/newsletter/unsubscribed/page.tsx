import type { Metadata } from 'next';
import { LinkPage, listParam } from '@/components/newsletter/link-page';
import { words } from '@/lib/platform/i18n/words';

export function generateMetadata(): Metadata {
  return { title: words().newsletter.NEWSLETTER_PAGES.unsubscribed.title };
}

export default async function UnsubscribedPage({
  searchParams,
}: PageProps<'/newsletter/unsubscribed'>) {
  const T = words().newsletter.LIST_TEXT[await listParam(searchParams)].pages.unsubscribed;
  return <LinkPage title={T.title} lead={T.lead} />;
}
