import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { DealerForm } from '@/components/enquiries/dealer-form';
import { LocatorLink } from '@/components/locator/locator-link';
import { RecaptchaProvider } from '@/components/forms/recaptcha-provider';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.dealers);
}

export default async function Page() {
  const { ROUTES } = words().routes;
  const { dealersPage: D } = words().dealers;
  return (
    <>
      <Breadcrumbs route={ROUTES.dealers} />
      <PageHeader title={ROUTES.dealers.title} lead={ROUTES.dealers.description} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
        <div className="space-y-6">
          <section aria-labelledby="dealer-banner-heading" className="rounded-lg bg-brand-50 p-6">
            <h2 id="dealer-banner-heading" className="text-2xl font-semibold">
              {D.bannerTitle}
            </h2>
            <p className="mt-2">{D.bannerLead}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5">
              {D.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="dealer-call-heading">
            <h2 id="dealer-call-heading" className="text-xl font-semibold">
              {D.callHeading}
            </h2>
            <p className="mt-2">{D.callText}</p>
          </section>
          <LocatorLink />
        </div>
        <section aria-labelledby="dealer-form-heading">
          <h2 id="dealer-form-heading" className="mb-4 text-2xl font-semibold">
            {D.formHeading}
          </h2>
          <RecaptchaProvider {...publicFormConfig().recaptcha}>
            <DealerForm />
          </RecaptchaProvider>
        </section>
      </div>
    </>
  );
}
