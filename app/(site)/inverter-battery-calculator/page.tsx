import { requestLanguage, words } from '@/lib/platform/i18n/words';
import { sizingChoices } from '@/lib/catalogue/sizing-choices';
import { listModels } from '@/lib/catalogue/store';
import type { Metadata } from 'next';
import { SizingAssumptions } from '@/app/(site)/inverter-battery-calculator/_components/sizing-assumptions';
import { SizingCalculator } from '@/app/(site)/inverter-battery-calculator/_components/sizing-calculator';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Section } from '@/components/ui/section';
import { formFromQuery, toSearchParams } from '@/lib/sizing/query';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.calculator);
}

// Per request: the address is the calculator's state (a GET form, a shared link).
export default async function Page({ searchParams }: PageProps<'/inverter-battery-calculator'>) {
  const { ROUTES } = words().routes;
  const { calculatorText } = words().calculator;
  const initial = formFromQuery(toSearchParams(await searchParams));
  return (
    <>
      <Breadcrumbs route={ROUTES.calculator} />
      <PageHeader title={ROUTES.calculator.title} lead={calculatorText.lead} />
      <div className="container-page py-10">
        <SizingCalculator
          action={ROUTES.calculator.path}
          initial={initial}
          models={sizingChoices(await listModels(), requestLanguage())}
        />
      </div>
      <Section id="how" heading={calculatorText.assumptionsHeading} tone="tint">
        <div className="max-w-3xl">
          <SizingAssumptions />
        </div>
      </Section>
    </>
  );
}
