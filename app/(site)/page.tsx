import { HomeHero } from '@/components/home/home-hero';
import { AwardsAndCertifications, VerticalCards } from '@/components/home/recognition';
import { WhoWeAre } from '@/components/home/who-we-are';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.home);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WhoWeAre />
      <VerticalCards />
      <AwardsAndCertifications />
    </>
  );
}
