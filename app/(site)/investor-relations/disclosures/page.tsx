import { DisclosuresIndexPage } from '@/components/investors/investor-pages';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// ISR: the lists' cached data at the time of rendering (a filing scheduled for 10:00 appears on
// the first render after it), at most a minute old, and refreshed at once when staff change them.
export const revalidate = 60;

export const metadata = pageMetadata(ROUTES.disclosures);

export default function Page() {
  return <DisclosuresIndexPage />;
}
