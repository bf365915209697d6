'use client';

import { useState, type FormEvent } from 'react';
import { NEWSLETTER_CONSENT } from '@/content/newsletter';
import { subscribeText } from '@/content/shell';
import { Button } from '@/components/ui/button';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import { HoneypotField } from '../forms/honeypot-field';
import { useFormPost } from '../forms/use-form-post';
import { PrivacyNote } from '@/components/privacy/privacy-note';
import { LiveFieldset } from '../forms/live-fieldset';

export const SUBSCRIBE_ENDPOINT = '/api/emailsubscribe/submitsubscribemail';

/** The browser half of the subscribe schema; zod loads with it on the first submit only. */
async function checkEmail(email: string): Promise<{ email: string } | { error: string }> {
  try {
    const { subscribeFormSchema } = await import('@/lib/newsletter/schema');
    const parsed = subscribeFormSchema.safeParse({ email });
    if (parsed.success) return parsed.data;
    return { error: parsed.error.issues[0]?.message ?? SUBSCRIBE_MESSAGES.empty };
  } catch {
    return { error: SUBSCRIBE_MESSAGES.failed };
  }
}

/**
 * Footer sign-up (spec §4): an empty e-mail is refused here without a request; otherwise the
 * server's message is shown, and the input is cleared only when the server answered OK. The
 * message stays until the next submit. On every page, so it uses the kit's sending half
 * (useFormPost) and loads the schema on submit rather than react-hook-form and zod up front.
 */
export function SubscribeForm({
  endpoint = SUBSCRIBE_ENDPOINT,
  consent = NEWSLETTER_CONSENT.text,
  label = subscribeText.label,
  submit = subscribeText.submit,
}: {
  /** Another list's sign-up (the investor alerts), with its consent and words. */
  endpoint?: string;
  consent?: string;
  label?: string;
  submit?: string;
}) {
  const { id, status, setStatus, busy, post } = useFormPost({
    endpoint,
    messages: {
      refused: (message) => message ?? SUBSCRIBE_MESSAGES.failed,
      unreachable: SUBSCRIBE_MESSAGES.failed,
    },
  });
  const [email, setEmail] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = await checkEmail(email);
    if ('error' in checked) return setStatus({ ok: false, text: checked.error });
    if ((await post(checked, form)).ok) setEmail('');
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-message`}>
      <LiveFieldset>
        <label htmlFor={`${id}-email`} className="mb-2 block text-sm">
          {label}
        </label>
        <div className="flex">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={subscribeText.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={status?.ok === false}
            aria-describedby={`${id}-consent ${id}-message`}
            className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
          <Button type="submit" variant="accent" size="sm" corners="right" busy={busy}>
            {submit}
          </Button>
        </div>
        {/* What the address is used for (DPDP Act: informed consent); the API stores this version. */}
        <p id={`${id}-consent`} className="mt-2 text-xs">
          {consent}
        </p>
        <PrivacyNote className="mt-2 text-xs" />
        <HoneypotField />
        <p id={`${id}-message`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
          {status?.text}
        </p>
      </LiveFieldset>
    </form>
  );
}
