import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { retentionDays } from '@/lib/privacy/retention';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.privacy);
}

// Static: the retention periods are the build's configuration, the ones `npm run prune` reads.
export default function Page() {
  const { ROUTES } = words().routes;
  return (
    <>
      <Breadcrumbs route={ROUTES.privacy} />
      <PageHeader title={ROUTES.privacy.title} lead={ROUTES.privacy.description} />
      <PrivacyNotice retention={retentionDays()} />
    </>
  );
}
