'use client';

import { useActionState } from 'react';

interface State {
  message: string | null;
}

/**
 * One account operation (disable, reset ...) with its explanation; a refusal is shown under the
 * button and announced.
 */
export function AccountButton({
  action,
  op,
  label,
  lead,
  danger = false,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  op: string;
  label: string;
  lead: string;
  danger?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, { message: null });
  const colour = danger
    ? 'border-red-800 text-red-800 hover:bg-red-50'
    : 'border-brand-700 text-brand-800 hover:bg-brand-50';
  const errorId = `${op}-error`;
  return (
    <form action={formAction} className="space-y-1">
      <input type="hidden" name="op" value={op} />
      <p className="text-sm text-slate-700">{lead}</p>
      <button
        type="submit"
        disabled={pending}
        aria-describedby={state.message ? errorId : undefined}
        className={`rounded border px-3 py-1 font-semibold disabled:opacity-70 ${colour}`}
      >
        {label}
      </button>
      <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
        {state.message}
      </p>
    </form>
  );
}
