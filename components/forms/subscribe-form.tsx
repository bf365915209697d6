'use client';

import { useId, useState, type FormEvent } from 'react';
import { subscribeText } from '@/content/shell';
import { SUBSCRIBE_MESSAGES } from '@/lib/newsletter/messages';
import { HONEYPOT_FIELD } from '@/lib/security/honeypot';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { PrivacyNote } from '@/components/privacy/privacy-note';

export const SUBSCRIBE_ENDPOINT = '/api/emailsubscribe/submitsubscribemail';

/**
 * Footer sign-up (spec §4): an empty e-mail is refused here without a request; otherwise the
 * server's message is shown, and the input is cleared only when the server answered OK. The
 * message stays until the next submit.
 */
export function SubscribeForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [ok, setOk] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = honeypotValue(event.currentTarget);
    if (!email.trim()) {
      setOk(false);
      setMessage(SUBSCRIBE_MESSAGES.empty);
      return;
    }
    setSending(true);
    try {
      const response = await fetch(SUBSCRIBE_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, [HONEYPOT_FIELD]: website }),
      });
      const data = (await response.json()) as { message?: unknown };
      if (typeof data.message !== 'string') throw new Error('No message in the reply');
      setOk(response.ok);
      setMessage(data.message);
      if (response.ok) setEmail('');
    } catch {
      setOk(false);
      setMessage(SUBSCRIBE_MESSAGES.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-message`}>
      <label htmlFor={`${id}-email`} className="mb-2 block text-sm">
        {subscribeText.label}
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
          aria-invalid={message !== '' && !ok}
          aria-describedby={`${id}-message`}
          className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-ink"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-r-md bg-accent-500 px-4 py-2 font-semibold text-brand-900 hover:bg-amber-400 disabled:opacity-70"
        >
          {subscribeText.submit}
        </button>
      </div>
      <PrivacyNote className="mt-2 text-xs" />
      <HoneypotField />
      <p id={`${id}-message`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {message}
      </p>
    </form>
  );
}
