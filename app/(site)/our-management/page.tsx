import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { ManagementProfiles } from '@/app/(site)/our-management/_components/management-profiles';
import { ROUTES } from '@/content/routes';
import { managementIntro } from '@/content/team';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.management);

export default function Page() {
  return (
    <>
      <Breadcrumbs route={ROUTES.management} />
      <PageHeader title={ROUTES.management.title} lead={managementIntro} />
      <ManagementProfiles />
    </>
  );
}
