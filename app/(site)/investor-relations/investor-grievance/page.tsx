import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { GrievancePage } from '@/components/investors/investor-pages';
import { pageMetadata } from '@/lib/seo/metadata';

// ISR: rendered from the database, refreshed at most every 5 minutes and on demand by tag.
export const revalidate = 300;

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.grievance);
}

export default function Page() {
  return <GrievancePage />;
}
