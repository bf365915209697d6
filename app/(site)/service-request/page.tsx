import { DEFAULT_LANGUAGE } from '@/content/languages';
import { lineNamesOf } from '@/components/forms/product-model-fields';
import { afterSalesModels } from '@/lib/catalogue/after-sales';
import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { RecaptchaProvider } from '@/components/forms/recaptcha-provider';
import { ServiceRequestForm } from '@/components/service/service-request-form';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { pageMetadata } from '@/lib/seo/metadata';
import { smsConfigured } from '@/lib/mobile-check/sms';
import { whatsappConfigured } from '@/lib/text-messages/whatsapp';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.serviceRequest);
}

export default async function Page() {
  const { ROUTES } = words().routes;
  const { SERVICE_FORM_TEXT: T } = words().service;
  return (
    <>
      <Breadcrumbs route={ROUTES.serviceRequest} />
      <PageHeader title={ROUTES.serviceRequest.title} lead={T.lead} />
      <div className="container-page max-w-3xl space-y-6 py-12">
        <p>
          <Link href={ROUTES.serviceTrack.path} className="text-brand-700 underline">
            {T.trackLink}
          </Link>
        </p>
        <RecaptchaProvider {...publicFormConfig().recaptcha}>
          <ServiceRequestForm
            mobileCheck={smsConfigured()}
            whatsapp={whatsappConfigured()}
            models={await afterSalesModels(requestLanguage())}
            // English pages keep the lines' own names.
            lineNames={
              requestLanguage() === DEFAULT_LANGUAGE ? undefined : lineNamesOf(words().productLines)
            }
          />
        </RecaptchaProvider>
      </div>
    </>
  );
}
