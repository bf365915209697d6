import type { Metadata } from 'next';
import { LinkPage } from '@/components/newsletter/link-page';
import { NEWSLETTER_PAGES } from '@/content/newsletter';

const T = NEWSLETTER_PAGES.unsubscribed;

export const metadata: Metadata = { title: T.title };

export default function UnsubscribedPage() {
  return <LinkPage title={T.title} lead={T.lead} />;
}
