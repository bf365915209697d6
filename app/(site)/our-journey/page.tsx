import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { BarChart } from '@/components/ui/bar-chart';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.journey);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { futurePlans, journeyBanner, journeyLead, milestones, milestonesHeading } = words().journey;
  const { skuGrowthChart, skuGrowthHeading } = words().skuGrowth;
  return (
    <>
      <Breadcrumbs route={ROUTES.journey} />
      <PageHeader title={ROUTES.journey.title} lead={journeyLead} />
      <div className="container-page pt-8">
        <Picture
          image={journeyBanner}
          preload
          sizes="(min-width: 1280px) 1216px, 100vw"
          className="max-h-96 rounded-lg object-cover"
        />
      </div>
      <Section id="milestones" heading={milestonesHeading}>
        <ol className="relative space-y-8 border-l-2 border-brand-600 pl-6">
          {milestones.map((m) => (
            <li key={m.year}>
              <h3 className="text-xl font-bold text-brand-900">
                {m.year}: {m.title}
              </h3>
              <p className="mt-1">{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="growth" heading={skuGrowthHeading} tone="tint">
        <BarChart id="growth-chart" data={skuGrowthChart} className="max-w-xl" />
      </Section>
      <Section id="future" heading={futurePlans.heading} tone="tint">
        <p className="text-lg">{futurePlans.text}</p>
      </Section>
    </>
  );
}
