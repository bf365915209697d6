'use client';

import { useActionState } from 'react';
import { RecoveryCodes } from './recovery-codes';

/** What the regenerate action answers: the new codes. */
export interface RegenerateState {
  codes?: string[];
}

/** "Make new recovery codes", then the new codes, shown once. */
export function RegenerateCodes({
  text,
  regenerate,
}: {
  text: { regenerate: string; regenerateHint: string; busy: string; title: string; intro: string };
  /** The server action (app/(staff)/staff/(signed-in)/account/actions.ts). */
  regenerate: () => Promise<RegenerateState>;
}) {
  const [state, action, pending] = useActionState<RegenerateState>(regenerate, {});
  if (state.codes) {
    return (
      <section aria-labelledby="recovery-title" className="space-y-3">
        <RecoveryCodes title={text.title} intro={text.intro} codes={state.codes} />
      </section>
    );
  }
  return (
    <form action={action} className="space-y-1">
      <button
        type="submit"
        disabled={pending}
        aria-describedby="regenerate-hint"
        className="rounded border border-brand-700 px-3 py-1 text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {pending ? text.busy : text.regenerate}
      </button>
      <p id="regenerate-hint" className="text-sm text-slate-700">
        {text.regenerateHint}
      </p>
    </form>
  );
}
