import { Testimonials } from '@/components/company/testimonials';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { businessAssociates, customersLead, testimonials } from '@/content/customers';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.customers);

export default function Page() {
  return (
    <>
      <PageHeader title={ROUTES.customers.title} lead={customersLead} />
      <Section id="testimonials" heading="What Our Clients Say" tone="tint">
        <Testimonials items={testimonials} />
      </Section>
      <Section id="associates" heading="Business Associates">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {businessAssociates.map((name) => (
            <li
              key={name}
              className="flex h-20 items-center justify-center rounded-md border border-slate-200 p-2 text-center text-sm font-semibold text-brand-800"
            >
              {name}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
