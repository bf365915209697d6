import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ContactPanel } from '@/components/enquiries/contact-panel';
import { PageHeader } from '@/components/layout/page-header';
import { SupportBand } from '@/components/layout/support-band';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.contact);
}

export default async function Page() {
  const { ROUTES } = words().routes;
  return (
    <>
      <Breadcrumbs route={ROUTES.contact} />
      <PageHeader title={ROUTES.contact.title} lead={ROUTES.contact.description} />
      <ContactPanel {...publicFormConfig()} />
      <SupportBand />
    </>
  );
}
