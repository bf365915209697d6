import { PageHeader } from '@/components/layout/page-header';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ROUTES } from '@/content/routes';
import { retentionDays } from '@/lib/privacy/retention';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.privacy);

// Static: the retention periods are the build's configuration, the ones `npm run prune` reads.
export default function Page() {
  return (
    <>
      <Breadcrumbs route={ROUTES.privacy} />
      <PageHeader title={ROUTES.privacy.title} lead={ROUTES.privacy.description} />
      <PrivacyNotice retention={retentionDays()} />
    </>
  );
}
