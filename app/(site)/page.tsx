import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { HomeHero } from '@/app/(site)/_home/home-hero';
import { AwardsAndCertifications, VerticalCards } from '@/app/(site)/_home/recognition';
import { WhoWeAre } from '@/app/(site)/_home/who-we-are';
import { SupportBand } from '@/components/layout/support-band';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/platform/env';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.home);
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(env.SITE_URL, requestLanguage())} />
      <HomeHero />
      <WhoWeAre />
      <VerticalCards />
      <SupportBand />
      <AwardsAndCertifications />
    </>
  );
}
