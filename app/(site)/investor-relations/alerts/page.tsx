import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.investorAlerts);
}

/** Sign-up to the investor alerts (lib/newsletter, list `investor_alerts`; sent by lib/investors/publisher.ts). */
export default function Page() {
  const { ROUTES } = words().routes;
  const { INVESTOR_ALERTS_CONSENT, INVESTOR_ALERTS_TEXT: T } = words().newsletter;
  return (
    <>
      <Breadcrumbs route={ROUTES.investorAlerts} />
      <PageHeader title={ROUTES.investorAlerts.title} lead={ROUTES.investorAlerts.description} />
      <div className="container-page max-w-2xl space-y-6 py-12">
        <p>{T.intro}</p>
        <SubscribeForm
          endpoint="/api/investor-alerts/subscribe"
          consent={INVESTOR_ALERTS_CONSENT.text}
          label={T.label}
          submit={T.submit}
        />
      </div>
    </>
  );
}
