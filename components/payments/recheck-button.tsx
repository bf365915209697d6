'use client';

import { useActionState } from 'react';
import { PAYMENT_RECHECK } from '@/content/payment';

/** What the re-check action answers: which order, and what Razorpay said. */
export interface RecheckState {
  orderId?: string;
  message?: string;
}

/** Asks Razorpay again about one unpaid order and says what it answered. */
export function RecheckButton({
  orderId,
  label,
  recheck,
}: {
  orderId: string;
  label: string;
  /** The server action (app/(staff)/staff/(signed-in)/actions.ts). */
  recheck: (state: RecheckState, form: FormData) => Promise<RecheckState>;
}) {
  const [state, action, pending] = useActionState<RecheckState, FormData>(recheck, {});
  return (
    <form action={action} className="space-y-1">
      <input type="hidden" name="id" value={orderId} />
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-brand-700 px-2 py-1 text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {pending ? PAYMENT_RECHECK.busy : PAYMENT_RECHECK.button}
        <span className="sr-only"> {label}</span>
      </button>
      <p role="status" className="text-xs">
        {state.orderId === orderId ? state.message : ''}
      </p>
    </form>
  );
}
