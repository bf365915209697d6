import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Testimonials } from '@/components/company/testimonials';
import { PageHeader } from '@/components/layout/page-header';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.customers);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { associateLogos, customersHeadings, customersLead, testimonials } = words().customers;
  return (
    <>
      <Breadcrumbs route={ROUTES.customers} />
      <PageHeader title={ROUTES.customers.title} lead={customersLead} />
      <Section id="testimonials" heading={customersHeadings.testimonials} tone="tint">
        <Testimonials items={testimonials} />
      </Section>
      <Section id="associates" heading={customersHeadings.associates}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {associateLogos.map((logo) => (
            <li key={logo.src} className="rounded-md border border-slate-200 p-2">
              <Picture image={logo} sizes="(min-width: 1024px) 12rem, 45vw" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
