import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import {
  AboutCounters,
  AboutPurpose,
  AboutText,
  AboutVerticals,
} from '@/app/(site)/about-us/_components/about-sections';
import { PageHeader } from '@/components/layout/page-header';
import { aboutIntro } from '@/content/about';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.about);

export default function Page() {
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
