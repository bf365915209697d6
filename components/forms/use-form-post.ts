import { useEffect, useId, useRef, useState } from 'react';
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
  /** After a success: what happens next and by when (shown under the text). */
  next?: string;
  /** After a success: where to follow it (the tracking page), in the page's language. */
  link?: { href: string; label: string };
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
  /**
   * What the confirmation adds to the answer: what happens next and by when, and where to
   * follow it; made at the moment of the success from the server's answer (a promised day).
   */
  confirm?: (answer: Record<string, unknown> | null) => Pick<FormStatusText, 'next' | 'link'>;
}

/**
 * The sending half of the form kit, without react-hook-form or zod (the footer's one-field form
 * uses it alone, so that every page does not load them): posts the checked values with the
 * honeypot and the extra fields through components/forms/post, keeps the form's message (`status`)
 * and `busy`, and after a success moves focus to the confirmation (`confirmation`, the ref of the
 * element that shows it) and scrolls it into view.
 */
export function useFormPost({
  endpoint,
  encoding = 'json',
  messages,
  extraFields,
  onAccepted,
  confirm,
}: FormPostOptions) {
  const id = useId();
  const language = useLanguage();
  const [status, setStatus] = useState<FormStatusText | null>(null);
  const [busy, setBusy] = useState(false);
  // The confirmation (FormStatus, or the form's own): on a success, focus moves to it and it is
  // scrolled into view, so that on a phone the answer is not left below the fold.
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = confirmation.current;
    if (!status?.ok || !shown) return;
    shown.focus({ preventScroll: true });
    shown.scrollIntoView({ block: 'center' });
  }, [status]);

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
      if (outcome.ok && onAccepted) {
        const accepted = await onAccepted(outcome.data);
        setStatus(accepted && { ...accepted, ...confirm?.(outcome.data) });
      } else if (outcome.ok)
        setStatus({ ok: true, text: outcome.message, ...confirm?.(outcome.data) });
      else setStatus({ ok: false, text: outcome.message });
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  return { id, status, setStatus, busy, post, confirmation };
}
