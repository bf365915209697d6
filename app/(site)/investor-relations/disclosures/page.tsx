import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { DisclosuresIndexPage } from '@/components/investors/investor-pages';
import { pageMetadata } from '@/lib/seo/metadata';

// ISR: the lists' cached data at the time of rendering (a filing scheduled for 10:00 appears on
// the first render after it), at most a minute old, and refreshed at once when staff change them.
export const revalidate = 60;

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.disclosures);
}

export default function Page() {
  return <DisclosuresIndexPage />;
}
