'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEALER_MESSAGE_MS, dealerFormLabels as L } from '@/content/dealers';
import {
  dealerSchema,
  EMPTY_DEALER,
  type DealerFields,
  type DealerInput,
} from '@/lib/enquiries/dealer-schema';
import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { DEALER_MESSAGES, failureToShow, RECAPTCHA_ACTIONS } from '@/lib/enquiries/messages';
import { HONEYPOT_FIELD } from '@/lib/security/honeypot';
import { FormStatus, TextAreaField, TextField } from './form-controls';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { PrivacyNote } from '@/components/privacy/privacy-note';

export const DEALER_ENDPOINT = '/api/dealers/dealersubmit';

/**
 * Dealer enquiry (spec §4, §8): sent as multipart `name`, `number`, `location` and a reCAPTCHA v3
 * token made on submit (`recaptchaToken`, its own action). The reply shows for one second, then
 * hides; on success the form is cleared.
 */
export function DealerForm() {
  const id = useId();
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DealerFields, unknown, DealerInput>({
    resolver: zodResolver(dealerSchema),
    defaultValues: EMPTY_DEALER,
  });

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), DEALER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onValid = async (data: DealerInput, event?: React.BaseSyntheticEvent) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(data)) body.set(name, value);
    body.set(HONEYPOT_FIELD, honeypotValue(event?.target));
    try {
      if (executeRecaptcha)
        body.set('recaptchaToken', await executeRecaptcha(RECAPTCHA_ACTIONS.dealer));
      const response = await fetch(DEALER_ENDPOINT, { method: 'POST', body });
      if (response.ok) {
        reset(EMPTY_DEALER);
        setStatus({ ok: true, text: DEALER_MESSAGES.success });
      } else {
        const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
        setStatus({ ok: false, text: failureToShow(answer.message, DEALER_MESSAGES.failed) });
      }
    } catch {
      setStatus({ ok: false, text: DEALER_MESSAGES.unexpected });
    }
  };

  const field = (name: keyof DealerFields) => ({
    id: `${id}-${name}`,
    label: L[name],
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-3">
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('number')} type="tel" autoComplete="tel" />
      <TextAreaField {...field('location')} rows={3} autoComplete="street-address" />
      <HoneypotField />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {isSubmitting ? L.sending : L.submit}
      </button>
      <PrivacyNote />
      <FormStatus id={`${id}-status`} ok={status?.ok ?? false}>
        {status?.text}
      </FormStatus>
    </form>
  );
}
