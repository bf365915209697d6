'use client';

import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useActionState } from 'react';
import { RecoveryCodes } from './recovery-codes';

/** What the code and enrolment actions answer. */
export interface SecondStepState {
  error?: string;
  /** Shown once, after enrolment. */
  recoveryCodes?: string[];
  next?: string;
}

interface Text {
  label: string;
  hint: string;
  submit: string;
  busy: string;
}

/** The code form of the second sign-in step (and of enrolment, which then shows the recovery codes). */
export function SecondStepForm({
  action,
  text,
  hidden,
  recoveryText,
}: {
  action: (state: SecondStepState, form: FormData) => Promise<SecondStepState>;
  text: Text;
  hidden: Record<string, string>;
  recoveryText: { title: string; intro: string; continue: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  if (state.recoveryCodes) {
    return (
      <section aria-labelledby="recovery-title" className="space-y-4">
        <RecoveryCodes
          title={recoveryText.title}
          intro={recoveryText.intro}
          codes={state.recoveryCodes}
        />
        <Link
          href={state.next ?? '/staff'}
          className={buttonClass({ size: 'sm', className: 'block w-full text-center' })}
        >
          {recoveryText.continue}
        </Link>
      </section>
    );
  }
  return (
    <form action={formAction} className="space-y-4">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="block">
        {text.label}
        <input
          className="mt-1 w-full rounded border border-slate-400 px-3 py-2 font-mono tracking-wider"
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="none"
          required
          maxLength={40}
          aria-describedby="code-hint code-error"
        />
      </label>
      <p id="code-hint" className="text-sm text-slate-700">
        {text.hint}
      </p>
      <p id="code-error" role="alert" className="min-h-6 text-red-700">
        {state.error ?? ''}
      </p>
      <Button type="submit" size="sm" className="w-full" busy={pending} busyLabel={text.busy}>
        {text.submit}
      </Button>
    </form>
  );
}
