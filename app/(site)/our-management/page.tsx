import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { ManagementProfiles } from '@/app/(site)/our-management/_components/management-profiles';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.management);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { managementIntro } = words().team;
  return (
    <>
      <Breadcrumbs route={ROUTES.management} />
      <PageHeader title={ROUTES.management.title} lead={managementIntro} />
      <ManagementProfiles />
    </>
  );
}
