'use client';

import { Button } from '@/components/ui/button';
import { signIn } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { SIGN_IN_TEXT } from '@/content/staff-sign-in';
import { LiveFieldset } from '@/components/forms/live-fieldset';

export interface LoginMessages {
  invalid: string;
  locked: string;
}

export function LoginForm({
  messages,
  lockedError,
  initialError = '',
}: {
  messages: LoginMessages;
  lockedError: string;
  /** Why the member is back here (for example too many wrong codes in the second step). */
  initialError?: string;
}) {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const result = await signIn('credentials', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      redirect: false,
    });
    setBusy(false);
    if (result?.ok && !result.error) {
      // On to the second step (the code page sends a member without an authenticator to enrol),
      // which checks where callbackUrl may lead.
      const next = encodeURIComponent(params.get('callbackUrl') ?? '/staff');
      router.replace(`/staff/login/code?callbackUrl=${next}`);
    } else {
      setError(result?.error === lockedError ? messages.locked : messages.invalid);
    }
  }

  const input = 'mt-1 w-full rounded border border-slate-400 px-3 py-2';
  return (
    <form onSubmit={onSubmit} aria-describedby="login-error">
      <LiveFieldset className="space-y-4">
        <label className="block">
          {SIGN_IN_TEXT.email}
          <input className={input} name="email" type="email" autoComplete="username" required />
        </label>
        <label className="block">
          {SIGN_IN_TEXT.password}
          <input
            className={input}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </label>
        <p id="login-error" role="alert" className="min-h-6 text-red-700">
          {error}
        </p>
        <Button
          type="submit"
          size="sm"
          className="w-full"
          busy={busy}
          busyLabel={SIGN_IN_TEXT.busy}
        >
          {SIGN_IN_TEXT.submit}
        </Button>
      </LiveFieldset>
    </form>
  );
}
