import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { DocumentsPage } from '@/components/investors/investor-pages';
import { pageMetadata } from '@/lib/seo/metadata';

// ISR: rendered from the database, at most a minute old (a filing scheduled for 10:00 shows
// by 10:01, lib/investors/visibility.ts) and refreshed on demand by tag.
export const revalidate = 60;

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.drhp);
}

export default function Page() {
  return <DocumentsPage kind="drhp" />;
}
