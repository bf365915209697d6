import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { BessProducts, BessFeatures, BessContact } from '@/app/(site)/bess/_components/bess-sections';
import { Testimonials } from '@/components/company/testimonials';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.bess);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { bessHeadline, bessTestimonials, bessTestimonialsHeading } = words().bess;
  return (
    <>
      <Breadcrumbs route={ROUTES.bess} />
      <PageHeader title={bessHeadline.title} lead={bessHeadline.lead} />
      <BessFeatures />
      <BessProducts />
      <Section id="bess-testimonials" heading={bessTestimonialsHeading} tone="tint">
        <Testimonials items={bessTestimonials} />
      </Section>
      <BessContact />
    </>
  );
}
