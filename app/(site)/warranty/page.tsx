import { requestLanguage, words } from '@/lib/platform/i18n/words';
import { DEFAULT_LANGUAGE } from '@/content/languages';
import { INDIAN_STATES } from '@/content/locator';
import { lineNamesOf } from '@/components/forms/product-model-fields';
import { afterSalesModels } from '@/lib/catalogue/after-sales';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { RecaptchaProvider } from '@/components/forms/recaptcha-provider';
import { WarrantyForm } from '@/components/warranty/warranty-form';
import { smsConfigured } from '@/lib/mobile-check/sms';
import { whatsappConfigured } from '@/lib/text-messages/whatsapp';
import { PageHeader } from '@/components/layout/page-header';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { dealerStates } from '@/lib/locator/search';
import { log } from '@/lib/platform/log';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.warranty);
}

// Rendered at build time and again at most once a minute (ISR), as often as the outlet list
// itself is re-read (lib/locator/search.ts), so the edge may cache it.
export const revalidate = 60;

/** A state's name in the page's language (outlets store the English one). */
function stateName(value: string): string {
  const index = (INDIAN_STATES as readonly string[]).indexOf(value);
  return words().locator.INDIAN_STATES[index] ?? value;
}

export default async function Page() {
  const { ROUTES } = words().routes;
  const { WARRANTY_PAGE: T } = words().warranty;
  const language = requestLanguage();
  // Without the directory (database down) the form still takes a typed dealer name.
  const [states, models] = await Promise.all([
    dealerStates().catch((error: unknown) => {
      log().warn({ err: error }, 'warranty form: dealer list unavailable');
      return [];
    }),
    // The catalogue's models (a staff change expires its cache, and so this page).
    afterSalesModels(language),
  ]);
  return (
    <>
      <Breadcrumbs route={ROUTES.warranty} />
      <PageHeader title={ROUTES.warranty.title} lead={ROUTES.warranty.description} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <section aria-labelledby="warranty-form-heading" className="lg:col-span-2">
          <h2 id="warranty-form-heading" className="mb-2 text-2xl font-semibold">
            {T.formHeading}
          </h2>
          <p className="mb-4">{T.lead}</p>
          <RecaptchaProvider {...publicFormConfig().recaptcha}>
            <WarrantyForm
              mobileCheck={smsConfigured()}
              whatsapp={whatsappConfigured()}
              dealerStates={states.map((value) => ({ value, name: stateName(value) }))}
              models={models}
              // English pages keep the lines' own names.
              lineNames={
                language === DEFAULT_LANGUAGE ? undefined : lineNamesOf(words().productLines)
              }
            />
          </RecaptchaProvider>
        </section>
        <section aria-labelledby="warranty-check-heading" className="rounded-lg bg-brand-50 p-6">
          <h2 id="warranty-check-heading" className="text-xl font-semibold">
            {T.checkHeading}
          </h2>
          <p className="mt-2">{T.checkText}</p>
          <p className="mt-4">
            <Link href={ROUTES.warrantyCheck.path} className="text-brand-700 underline">
              {T.checkLink}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
