import { useId, useState } from 'react';
import {
  postForm,
  type Encoding,
  type FormPayload,
  type PostMessages,
  type PostOutcome,
} from '@/components/forms/post';
import { useLanguage } from '@/components/i18n/language-provider';
import { HONEYPOT_FIELD } from '@/lib/platform/security/honeypot';
import { honeypotValue } from './honeypot-field';

export interface FormStatusText {
  ok: boolean;
  text: string;
}

export interface FormPostOptions {
  endpoint: string;
  encoding?: Encoding;
  messages: PostMessages;
  /** Fields made on submit (a reCAPTCHA token); a failure here counts as no answer. */
  extraFields?: () => Promise<FormPayload>;
  /**
   * What follows an accepted submit instead of showing the server's message (the payment wizard
   * opens checkout); the form stays busy until it settles, and what it returns is shown.
   */
  onAccepted?: (answer: Record<string, unknown> | null) => Promise<FormStatusText | null>;
}

/**
 * The sending half of the form kit, without react-hook-form or zod (the footer's one-field form
 * uses it alone, so that every page does not load them): posts the checked values with the
 * honeypot and the extra fields through components/forms/post, keeps the form's message (`status`)
 * and `busy`.
 */
export function useFormPost({
  endpoint,
  encoding = 'json',
  messages,
  extraFields,
  onAccepted,
}: FormPostOptions) {
  const id = useId();
  const language = useLanguage();
  const [status, setStatus] = useState<FormStatusText | null>(null);
  const [busy, setBusy] = useState(false);

  async function post(values: FormPayload, form: EventTarget | null | undefined) {
    setStatus(null);
    setBusy(true);
    try {
      const website = honeypotValue(form);
      const payload = (async () => ({
        ...values,
        ...(await extraFields?.()),
        [HONEYPOT_FIELD]: website,
      }))();
      const outcome: PostOutcome = await postForm(endpoint, payload, messages, encoding, language);
      if (outcome.ok && onAccepted) setStatus(await onAccepted(outcome.data));
      else setStatus({ ok: outcome.ok, text: outcome.message });
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  return { id, status, setStatus, busy, post };
}
