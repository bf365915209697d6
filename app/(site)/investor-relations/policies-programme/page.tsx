import { DocumentsPage } from '@/components/investors/investor-pages';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// ISR: rendered from the database, refreshed at most every 5 minutes and on demand by tag.
export const revalidate = 300;

export const metadata = pageMetadata(ROUTES.policies);

export default function Page() {
  return <DocumentsPage kind="policy" />;
}
