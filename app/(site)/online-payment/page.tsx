import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Script from 'next/script';
import { connection } from 'next/server';
import { PageHeader } from '@/components/layout/page-header';
import { PaymentWizard } from '@/components/payments/payment-wizard';
import { SecurityBadge } from '@/components/payments/security-badge';
import { checkoutScriptUrl, onlinePaymentAvailable } from '@/lib/payments/config';
import { purposeOptions } from '@/lib/payments/purposes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.payment);
}

export default async function Page() {
  const { PAYMENT_MESSAGES, PAYMENT_PAGE, PAYMENT_PURPOSES } = words().payment;
  const { site } = words().site;
  // Rendered per request so that it carries a per-request CSP nonce (lib/platform/security/csp.ts); the
  // checkout script carries it too, so 'strict-dynamic' admits it and nothing else.
  await connection();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const available = onlinePaymentAvailable();
  return (
    <>
      <PageHeader title={PAYMENT_PAGE.hero} lead={PAYMENT_PAGE.lead} />
      <div className="container-page max-w-3xl space-y-6 py-12">
        <SecurityBadge />
        {available ? (
          <>
            <Script src={checkoutScriptUrl()} nonce={nonce} strategy="afterInteractive" />
            <PaymentWizard
              purposes={purposeOptions(PAYMENT_PURPOSES)}
              brand={{ name: site.name, logoPath: '/icon.svg' }}
            />
          </>
        ) : (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-ink">
            {PAYMENT_MESSAGES.unavailable}
          </p>
        )}
      </div>
    </>
  );
}
