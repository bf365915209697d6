import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import {
  AboutCounters,
  AboutPurpose,
  AboutText,
  AboutVerticals,
} from '@/app/(site)/about-us/_components/about-sections';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.about);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { aboutIntro } = words().about;
  return (
    <>
      <Breadcrumbs route={ROUTES.about} />
      <PageHeader title={ROUTES.about.title} lead={aboutIntro.lead} />
      <AboutText />
      <AboutCounters />
      <AboutPurpose />
      <AboutVerticals />
    </>
  );
}
