'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { contactFormLabels as L } from '@/content/contact';
import {
  contactFieldsSchema,
  EMPTY_CONTACT,
  type ContactFields,
  type ContactInput,
} from '@/lib/enquiries/contact-schema';
import {
  CONTACT_MESSAGES,
  ENQUIRY_TYPES,
  failureToShow,
  RECAPTCHA_ACTIONS,
} from '@/lib/enquiries/messages';
import { HONEYPOT_FIELD } from '@/lib/security/honeypot';
import { FieldError, FormStatus, TextAreaField, TextField } from './form-controls';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { PrivacyNote } from '@/components/privacy/privacy-note';

export const CONTACT_ENDPOINT = '/api/contact/contactsubmit';

/** The server's message on success; throws the message to show otherwise. */
async function send(body: Record<string, unknown>): Promise<string> {
  const response = await fetch(CONTACT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as { message?: unknown };
  if (response.ok && typeof data.message === 'string') return data.message;
  throw new Error(failureToShow(data.message, CONTACT_MESSAGES.failed));
}

/**
 * Contact form (spec §4, §5): every failing field shows its message on submit; a reCAPTCHA v3
 * token is made on submit and sent as `recaptchaToken`. Success shows the server's message and
 * clears the form; a failure shows the generic error (or the spec's captcha message when the
 * server answers it) and keeps the values.
 */
export function ContactForm() {
  const id = useId();
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields, unknown, ContactInput>({
    resolver: zodResolver(contactFieldsSchema),
    defaultValues: EMPTY_CONTACT,
  });

  const onValid = async (data: ContactInput, event?: React.BaseSyntheticEvent) => {
    setStatus(null);
    try {
      const recaptchaToken = executeRecaptcha
        ? await executeRecaptcha(RECAPTCHA_ACTIONS.contact)
        : undefined;
      const website = honeypotValue(event?.target);
      const text = await send({ ...data, recaptchaToken, [HONEYPOT_FIELD]: website });
      reset(EMPTY_CONTACT);
      setStatus({ ok: true, text });
    } catch (error) {
      const shown = error instanceof Error ? error.message : '';
      setStatus({ ok: false, text: failureToShow(shown, CONTACT_MESSAGES.failed) });
    }
  };

  const field = (name: Exclude<keyof ContactFields, 'enquiry'>) => ({
    id: `${id}-${name}`,
    label: L[name],
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-3">
      <FormStatus id={`${id}-status`} ok={status?.ok ?? false}>
        {status?.text}
      </FormStatus>
      <fieldset aria-describedby={`${id}-enquiry-error`}>
        <legend className="text-sm font-medium">{L.enquiry}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {ENQUIRY_TYPES.map((type) => (
            <label key={type.value} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                value={type.value}
                aria-invalid={errors.enquiry ? true : undefined}
                className="size-4"
                {...register('enquiry')}
              />
              {type.label}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-enquiry-error`} message={errors.enquiry?.message} />
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="name" />
        <TextField
          {...field('mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('city')} autoComplete="address-level2" />
        <TextField {...field('pincode')} inputMode="numeric" autoComplete="postal-code" />
      </div>
      <TextAreaField {...field('message')} rows={4} />
      <HoneypotField />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {isSubmitting ? L.sending : L.submit}
      </button>
      <PrivacyNote />
      <p className="text-xs text-muted">{L.captchaNote}</p>
    </form>
  );
}
