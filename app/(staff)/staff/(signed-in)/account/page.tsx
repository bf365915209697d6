import type { Metadata } from 'next';
import { RegenerateCodes } from '@/components/staff/regenerate-codes';
import { SECOND_STEP_TEXT } from '@/content/staff-sign-in';
import { requireStaff } from '@/lib/platform/auth/session';
import { twoFactorStatus } from '@/lib/platform/auth/two-factor';
import { regenerateCodes } from './actions';

const text = SECOND_STEP_TEXT.account;

export const metadata: Metadata = { title: text.title };

export default async function AccountPage() {
  const staff = await requireStaff();
  const status = await twoFactorStatus(staff);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
      <section aria-labelledby="two-factor" className="space-y-3">
        <h2 id="two-factor" className="text-xl font-semibold">
          {text.twoFactor}
        </h2>
        {status.enabledAt ? (
          <p>
            {text.enabledSince}{' '}
            <time dateTime={status.enabledAt}>{status.enabledAt.slice(0, 10)}</time>.
          </p>
        ) : null}
        <p>{text.codesLeft(status.recoveryCodesLeft)}</p>
        <RegenerateCodes
          regenerate={regenerateCodes}
          text={{
            regenerate: text.regenerate,
            regenerateHint: text.regenerateHint,
            busy: text.busy,
            title: SECOND_STEP_TEXT.recovery.title,
            intro: SECOND_STEP_TEXT.recovery.intro,
          }}
        />
      </section>
    </>
  );
}
