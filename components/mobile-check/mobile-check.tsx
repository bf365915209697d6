'use client';

import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import * as en from '@/content/mobile-check';
import * as hi from '@/content/hi/mobile-check';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/forms/form-controls';
import { postForm } from '@/components/forms/post';
import { useRecaptchaField } from '@/components/forms/recaptcha-provider';
import { mobileCheck } from '@/lib/mobile-check/feature';
import type { Purpose } from '@/lib/mobile-check/purposes';

export const MOBILE_CHECK_ENDPOINT = '/api/mobile-check';
export const MOBILE_CONFIRM_ENDPOINT = '/api/mobile-check/confirm';

const MOBILE = /^[6-9]\d{9}$/;

type Phase = 'idle' | 'sending' | 'sent' | 'confirming' | 'confirmed';

/**
 * Confirms the form's mobile number with a code sent by SMS (lib/mobile-check): "Send code",
 * the code typed back, then the proof handed to the form (`onProof`), which its post carries. A
 * change of the number forgets the proof. Its buttons are not the form's submit, and Enter in the
 * code field confirms the code rather than sending the form. Messages in a live region.
 */
export function MobileCheck({
  purpose,
  mobile,
  onProof,
}: {
  purpose: Purpose;
  /** The form's mobile field, as typed. */
  mobile: string;
  /** The proof, and the number it is for. */
  onProof: (proof: { proof: string; mobile: string }) => void;
}) {
  const { MOBILE_CHECK_TEXT: T, MOBILE_CHECK_MESSAGES: M } = useWords({ en, hi });
  const language = useLanguage();
  const id = useId();
  const captcha = useRecaptchaField(mobileCheck.captchaActions.send);
  const [phase, setPhase] = useState<Phase>('idle');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);
  // A code just sent: the code field takes focus once it is there.
  const focusCode = useRef(false);
  useEffect(() => {
    if (phase !== 'sent' || !focusCode.current) return;
    focusCode.current = false;
    codeInput.current?.focus();
  }, [phase]);
  const number = mobile.trim();

  // A new number forgets what was sent and confirmed for the old one (the form sends a proof
  // only with the number it was made for).
  const [shownFor, setShownFor] = useState(number);
  if (number !== shownFor) {
    setShownFor(number);
    if (checked) {
      setChecked('');
      setPhase('idle');
      setNote('');
      setError('');
      setCode('');
    }
  }

  // The cool-down's countdown, ticking only while there is one.
  useEffect(() => {
    if (resendAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const send = async () => {
    setError('');
    if (!MOBILE.test(number)) {
      setError(M.mobile);
      return;
    }
    setPhase('sending');
    const outcome = await postForm(
      MOBILE_CHECK_ENDPOINT,
      captcha().then((token) => ({ mobile: number, purpose, ...token })),
      { refused: (message) => message ?? M.failed, unreachable: M.failed },
      'json',
      language,
    );
    if (!outcome.ok) {
      setPhase(checked === number ? 'sent' : 'idle');
      setError(outcome.errors.mobile ?? outcome.message);
      return;
    }
    const seconds = Number(outcome.data?.resendSeconds) || 60;
    const at = Date.now();
    setNow(at);
    setResendAt(at + seconds * 1000);
    setChecked(number);
    setCode('');
    setPhase('sent');
    setNote(T.sent(String(outcome.data?.masked ?? '')));
    focusCode.current = true;
  };

  const confirm = async () => {
    setError('');
    if (!/^\d{6}$/.test(code.trim())) {
      setError(M.codeFormat);
      return;
    }
    setPhase('confirming');
    const outcome = await postForm(
      MOBILE_CONFIRM_ENDPOINT,
      { mobile: number, purpose, code: code.trim() },
      { refused: (message) => message ?? M.failed, unreachable: M.failed },
      'json',
      language,
    );
    if (!outcome.ok || typeof outcome.data?.proof !== 'string') {
      setPhase('sent');
      setError(outcome.ok ? M.failed : (outcome.errors.code ?? outcome.message));
      return;
    }
    onProof({ proof: outcome.data.proof, mobile: number });
    setPhase('confirmed');
    setNote(T.confirmed(`${number.slice(0, 2)}xxxxxx${number.slice(-2)}`));
  };

  const busy = phase === 'sending' || phase === 'confirming';
  const codeId = `${id}-code`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{T.legend}</legend>
      <div aria-live="polite" className="space-y-1">
        {note ? (
          <p className={phase === 'confirmed' ? 'font-semibold text-green-800' : 'text-ink'}>
            {note}
          </p>
        ) : null}
        <p id={errorId} className="min-h-5 text-sm text-red-700">
          {error}
        </p>
      </div>
      {phase === 'confirmed' ? null : (
        <div className="flex flex-wrap items-end gap-3">
          {phase === 'idle' || phase === 'sending' ? null : (
            <div>
              <label htmlFor={codeId} className="block text-sm font-medium">
                {T.codeLabel}
              </label>
              <input
                ref={codeInput}
                id={codeId}
                className={`${inputClass} w-36`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={errorId}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void confirm();
                }}
              />
            </div>
          )}
          {phase === 'idle' || phase === 'sending' ? null : (
            <Button
              type="button"
              size="sm"
              busy={phase === 'confirming'}
              busyLabel={T.confirming}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {T.confirm}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            busy={phase === 'sending'}
            busyLabel={T.sending}
            disabled={busy || wait > 0}
            onClick={() => void send()}
          >
            {phase === 'idle' || phase === 'sending' ? T.send : T.resend}
          </Button>
          {wait > 0 ? <p className="w-full text-sm text-muted">{T.resendIn(wait)}</p> : null}
        </div>
      )}
    </fieldset>
  );
}

/** What a form shows instead while the site sends no SMS. */
export function MobileCheckOff() {
  const { MOBILE_CHECK_TEXT: T } = useWords({ en, hi });
  return <p className="text-sm text-muted">{T.off}</p>;
}

/**
 * The form's half: `onProof` for MobileCheck, and `proofField(mobile)`, the field its post
 * carries (the proof, when it was made for the number being sent).
 */
export function useMobileProof() {
  const proof = useRef<{ proof: string; mobile: string } | undefined>(undefined);
  const onProof = useCallback((given: { proof: string; mobile: string }) => {
    proof.current = given;
  }, []);
  const proofField = useCallback(
    (mobile: unknown): { mobileProof?: string } =>
      proof.current && proof.current.mobile === String(mobile ?? '').trim()
        ? { mobileProof: proof.current.proof }
        : {},
    [],
  );
  return { onProof, proofField };
}

/**
 * The consent to updates by SMS (or the opt-in on WhatsApp), a checkbox of the form (registered
 * by its caller), worded for what it covers: a service request's updates, or a warranty
 * registration's decision.
 */
export function SmsUpdatesField({
  channel = 'sms',
  about = 'request',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  channel?: 'sms' | 'whatsapp';
  about?: 'request' | 'warranty';
}) {
  const { MOBILE_CHECK_TEXT: T } = useWords({ en, hi });
  const id = useId();
  const label =
    about === 'warranty'
      ? channel === 'sms'
        ? T.warrantySmsUpdates
        : T.warrantyWhatsappUpdates
      : channel === 'sms'
        ? T.smsUpdates
        : T.whatsappUpdates;
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 h-4 w-4" {...props} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
