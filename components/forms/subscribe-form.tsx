'use client';

import { NEWSLETTER_CONSENT } from '@/content/newsletter';
import { subscribeText } from '@/content/shell';
import { Button } from '@/components/ui/button';
import { SUBSCRIBE_MESSAGES } from '@/lib/newsletter/messages';
import { subscribeFormSchema } from '@/lib/newsletter/schema';
import { HoneypotField } from './honeypot-field';
import { usePublicForm } from './use-public-form';
import { PrivacyNote } from '@/components/privacy/privacy-note';

export const SUBSCRIBE_ENDPOINT = '/api/emailsubscribe/submitsubscribemail';

/**
 * Footer sign-up (spec §4): an empty e-mail is refused here without a request; otherwise the
 * server's message is shown, and the input is cleared only when the server answered OK. The
 * message stays until the next submit.
 */
export function SubscribeForm() {
  const { id, form, status, busy, onSubmit } = usePublicForm({
    schema: subscribeFormSchema,
    defaultValues: { email: '' },
    endpoint: SUBSCRIBE_ENDPOINT,
    messages: {
      refused: (message) => message ?? SUBSCRIBE_MESSAGES.failed,
      unreachable: SUBSCRIBE_MESSAGES.failed,
    },
    reValidateMode: 'onSubmit',
  });
  // One message line: the empty-address message, or the server's answer.
  const error = form.formState.errors.email?.message;
  const message = error ?? status?.text ?? '';
  const refused = error !== undefined || status?.ok === false;

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-message`}>
      <label htmlFor={`${id}-email`} className="mb-2 block text-sm">
        {subscribeText.label}
      </label>
      <div className="flex">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder={subscribeText.placeholder}
          aria-invalid={refused}
          aria-describedby={`${id}-consent ${id}-message`}
          className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-ink"
          {...form.register('email')}
        />
        <Button type="submit" variant="accent" size="sm" corners="right" busy={busy}>
          {subscribeText.submit}
        </Button>
      </div>
      {/* What the address is used for (DPDP Act: informed consent); the API stores this version. */}
      <p id={`${id}-consent`} className="mt-2 text-xs">
        {NEWSLETTER_CONSENT.text}
      </p>
      <PrivacyNote className="mt-2 text-xs" />
      <HoneypotField />
      <p id={`${id}-message`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {message}
      </p>
    </form>
  );
}
