import Link from 'next/link';
import { RecaptchaProvider } from '@/components/forms/recaptcha-provider';
import { ServiceRequestForm } from '@/components/service/service-request-form';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ROUTES } from '@/content/routes';
import { SERVICE_FORM_TEXT as T } from '@/content/service';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.serviceRequest);

export default async function Page() {
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
        <RecaptchaProvider siteKey={publicFormConfig().siteKey}>
          <ServiceRequestForm />
        </RecaptchaProvider>
      </div>
    </>
  );
}
