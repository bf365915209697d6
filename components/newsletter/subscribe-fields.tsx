'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '../forms/honeypot-field';
import { useFormPost } from '../forms/use-form-post';
import { LiveFieldset } from '../forms/live-fieldset';

/** The words the sign-up shows, picked on the server (subscribe-form.tsx). */
export interface SubscribeText {
  label: string;
  placeholder: string;
  submit: string;
  consent: string;
  /** The spec's messages for an empty address and for a failure (SUBSCRIBE_MESSAGES). */
  empty: string;
  failed: string;
  /** Under the thanks: confirm the e-mail within so many hours. */
  next: string;
}

/**
 * The browser half of the subscribe schema; zod loads with it on the first submit only. Its one
 * refusal is an empty address, shown as `text.empty` (the page's language, not the schema's
 * English).
 */
async function checkEmail(
  email: string,
  text: SubscribeText,
): Promise<{ email: string } | { error: string }> {
  try {
    // First: before any schema is used in the browser (the payment page's CSP allows no eval).
    await import('../forms/zod-in-the-browser');
    const { subscribeFormSchema } = await import('@/lib/newsletter/schema');
    const parsed = subscribeFormSchema.safeParse({ email });
    if (parsed.success) return parsed.data;
    return { error: text.empty };
  } catch {
    return { error: text.failed };
  }
}

/**
 * Footer sign-up (spec §4): an empty e-mail is refused here without a request; otherwise the
 * server's message is shown, and the input is cleared only when the server answered OK; then
 * the confirmation (the thanks and what happens next) takes focus and is scrolled into view. The
 * message stays until the next submit. On every page, so it uses the kit's sending half
 * (useFormPost) and loads the schema on submit rather than react-hook-form and zod up front;
 * its words come as props and the privacy line as server-rendered `privacyNote`, so no content
 * module is sent as code.
 */
export function SubscribeFields({
  endpoint,
  text,
  privacyNote,
}: {
  endpoint: string;
  text: SubscribeText;
  privacyNote: ReactNode;
}) {
  const { id, status, setStatus, busy, post, confirmation } = useFormPost({
    endpoint,
    messages: {
      refused: (message) => message ?? text.failed,
      unreachable: text.failed,
    },
    confirm: () => ({ next: text.next }),
  });
  const [email, setEmail] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = await checkEmail(email, text);
    if ('error' in checked) return setStatus({ ok: false, text: checked.error });
    if ((await post(checked, form)).ok) setEmail('');
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-message`}>
      <LiveFieldset>
        <label htmlFor={`${id}-email`} className="mb-2 block text-sm">
          {text.label}
        </label>
        <div className="flex">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={text.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={status?.ok === false}
            aria-describedby={`${id}-consent ${id}-message`}
            className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
          <Button type="submit" variant="accent" size="sm" corners="right" busy={busy}>
            {text.submit}
          </Button>
        </div>
        {/* What the address is used for (DPDP Act: informed consent); the API stores this version. */}
        <p id={`${id}-consent`} className="mt-2 text-xs">
          {text.consent}
        </p>
        {privacyNote}
        <HoneypotField />
        {/* The confirmation: focus moves here on a success (useFormPost). */}
        <div
          ref={confirmation}
          tabIndex={-1}
          data-confirmation={status?.ok || undefined}
          className="mt-2 rounded-md text-sm focus:outline-2 focus:outline-offset-2 focus:outline-current"
        >
          <p id={`${id}-message`} role="status" aria-live="polite" className="min-h-5">
            {status?.text}
          </p>
          {status?.ok && status.next ? <p className="mt-1">{status.next}</p> : null}
        </div>
      </LiveFieldset>
    </form>
  );
}
