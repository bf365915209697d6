import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { BessProducts, BessFeatures, BessContact } from '@/app/(site)/bess/_components/bess-sections';
import { Testimonials } from '@/components/company/testimonials';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { bessHeadline, bessTestimonials, bessTestimonialsHeading } from '@/content/bess';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.bess);

export default function Page() {
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
