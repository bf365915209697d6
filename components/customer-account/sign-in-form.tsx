'use client';

import { useId, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import * as en from '@/content/customer-account';
import * as hi from '@/content/hi/customer-account';
import * as mobileEn from '@/content/mobile-check';
import * as mobileHi from '@/content/hi/mobile-check';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { inputClass } from '@/components/forms/form-controls';
import { LiveFieldset } from '@/components/forms/live-fieldset';
import { postForm } from '@/components/forms/post';
import { MobileCheck } from '@/components/mobile-check/mobile-check';
import { Button } from '@/components/ui/button';

export const SESSION_ENDPOINT = '/api/my-account/session';

/**
 * Signing in to the customer's own page: the mobile number, its code by SMS (MobileCheck, for
 * the `customer-account` purpose), then "Open my page", which spends the proof for a session
 * cookie and reloads the page signed in (where the result message takes focus).
 */
export function SignInForm() {
  const { CUSTOMER_ACCOUNT_TEXT: T } = useWords({ en, hi });
  const { MOBILE_CHECK_MESSAGES: M } = useWords({ en: mobileEn, hi: mobileHi });
  const language = useLanguage();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [proof, setProof] = useState<{ proof: string; mobile: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const ready = proof !== null && proof.mobile === mobile.trim();

  const open = async () => {
    if (!proof) return;
    setBusy(true);
    setError('');
    const outcome = await postForm(
      SESSION_ENDPOINT,
      { mobile: proof.mobile, mobileProof: proof.proof },
      { refused: (message) => message ?? M.failed, unreachable: M.failed },
      'json',
      language,
    );
    if (!outcome.ok) {
      setBusy(false);
      setProof(null);
      setError(outcome.errors.mobile ?? outcome.message);
      return;
    }
    // The page again, signed in (rendered per request, it reads the new cookie).
    router.push(`${pathname}?signedIn=1`);
  };

  const mobileId = `${id}-mobile`;
  const errorId = `${id}-error`;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      <LiveFieldset className="space-y-4">
        <div>
          <label htmlFor={mobileId} className="block font-medium">
            {T.mobile}
          </label>
          <input
            id={mobileId}
            name="mobile"
            className={`${inputClass} max-w-xs`}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={mobile}
            aria-describedby={errorId}
            onChange={(event) => setMobile(event.target.value)}
          />
        </div>
        <MobileCheck purpose="customer-account" mobile={mobile} onProof={setProof} />
        <p id={errorId} role="alert" className="min-h-5 text-sm text-red-700">
          {error}
        </p>
        <Button type="submit" busy={busy} busyLabel={T.opening} disabled={!ready}>
          {T.open}
        </Button>
      </LiveFieldset>
    </form>
  );
}
