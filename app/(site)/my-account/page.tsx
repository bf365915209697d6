import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { RecaptchaProvider } from '@/components/forms/recaptcha-provider';
import { FocusedMessage } from '@/components/customer-account/focused-message';
import { RecordsView } from '@/components/customer-account/records-view';
import { SignInForm } from '@/components/customer-account/sign-in-form';
import { currentCustomer } from '@/lib/customer-account/current';
import { customerRecords } from '@/lib/customer-account/records';
import { maskMobile } from '@/lib/mobile-check/codes';
import { smsConfigured } from '@/lib/mobile-check/sms';
import { publicFormConfig } from '@/lib/platform/forms/page-config';
import { requestLanguage, words } from '@/lib/platform/i18n/words';
import { pageMetadata } from '@/lib/seo/metadata';
import { signOutAction, signOutEverywhereAction } from './actions';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  // Each customer's own: never in a search engine's index.
  return { ...pageMetadata(ROUTES.myAccount), robots: { index: false } };
}

type Query = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const { ROUTES } = words().routes;
  const { CUSTOMER_ACCOUNT_TEXT: T } = words().customerAccount;
  // Per request: it reads the session cookie.
  await connection();
  const query = await searchParams;
  const language = requestLanguage();
  const session = await currentCustomer();
  const message = session
    ? query.signedIn === '1'
      ? T.signedInAs(maskMobile(session.mobile))
      : null
    : query.signedOut === 'all'
      ? T.signedOutEverywhere
      : query.signedOut === 'this'
        ? T.signedOut
        : null;
  return (
    <>
      <Breadcrumbs route={ROUTES.myAccount} />
      <PageHeader title={ROUTES.myAccount.title} lead={T.lead} />
      <div className="container-page max-w-3xl space-y-6 py-12">
        {message ? <FocusedMessage text={message} /> : null}
        {session ? (
          <>
            {/* Said once: by the focused message just after signing in, else here. */}
            {message ? null : (
              <p data-testid="account-mobile">{T.signedInAs(maskMobile(session.mobile))}</p>
            )}
            <p className="text-sm text-muted">{T.staySignedIn}</p>
            <RecordsView records={await customerRecords(session, language)} />
            <div className="flex flex-wrap items-start gap-4 border-t border-slate-300 pt-6">
              <form action={signOutAction.bind(null, language)}>
                <Button type="submit" variant="secondary">
                  {T.signOut}
                </Button>
              </form>
              <form action={signOutEverywhereAction.bind(null, language)} className="max-w-sm">
                <Button type="submit" variant="secondary">
                  {T.signOutEverywhere}
                </Button>
                <p className="mt-1 text-sm text-muted">{T.signOutEverywhereHint}</p>
              </form>
            </div>
          </>
        ) : (
          <section aria-labelledby="account-sign-in" className="space-y-4">
            <h2 id="account-sign-in" className="text-2xl font-semibold">
              {T.signInHeading}
            </h2>
            {smsConfigured() ? (
              <>
                <p>{T.signInLead}</p>
                <RecaptchaProvider {...publicFormConfig().recaptcha}>
                  <SignInForm />
                </RecaptchaProvider>
              </>
            ) : (
              <p>{T.smsOff}</p>
            )}
            <ul className="list-inside list-disc pt-4">
              <li>
                <Link href={ROUTES.serviceTrack.path} className="text-brand-700 underline">
                  {T.trackLink}
                </Link>
              </li>
              <li>
                <Link href={ROUTES.warrantyCheck.path} className="text-brand-700 underline">
                  {T.checkLink}
                </Link>
              </li>
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
