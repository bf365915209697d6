import { HomeHero } from '@/components/home/home-hero';
import { AwardsAndCertifications, VerticalCards } from '@/components/home/recognition';
import { WhoWeAre } from '@/components/home/who-we-are';
import { JsonLd } from '@/components/seo/json-ld';
import { ROUTES } from '@/content/routes';
import { env } from '@/lib/platform/env';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(env.SITE_URL)} />
      <HomeHero />
      <WhoWeAre />
      <VerticalCards />
      <AwardsAndCertifications />
    </>
  );
}
