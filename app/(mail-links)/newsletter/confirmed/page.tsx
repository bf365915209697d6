import type { Metadata } from 'next';
import { LinkPage } from '@/components/newsletter/link-page';
import { NEWSLETTER_PAGES } from '@/content/newsletter';

const T = NEWSLETTER_PAGES.confirmed;

export const metadata: Metadata = { title: T.title };

export default function ConfirmedPage() {
  return <LinkPage title={T.title} lead={T.lead} note={T.withdraw} />;
}
