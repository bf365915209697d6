import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import type { WarrantyRegistrationDetail } from '@/lib/warranty/admin';
import { MAX_REJECTION_REASON } from '@/lib/warranty/verification';

const T = STAFF_INBOX_TEXT.warranty.detail;
type Action = (form: FormData) => Promise<void>;

const box = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4';

/** What a decision came to, at the top of the page: green when done, red when refused. */
export function DecisionNotice({ text, ok }: { text: string | null; ok: boolean }) {
  const tone = ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900';
  return (
    <p role="status" className={text ? `rounded p-3 font-semibold ${tone}` : ''}>
      {text}
    </p>
  );
}

/**
 * Verify, or reject with a reason the customer is told: two small forms that work without
 * JavaScript. Each carries the registration's id only; the server refuses a registration that
 * is no longer pending, so a form left open while a colleague decided changes nothing.
 */
export function WarrantyDecisionForms({
  registration,
  actions,
}: {
  registration: WarrantyRegistrationDetail;
  actions: { verify: Action; reject: Action };
}): ReactNode {
  const id = <input type="hidden" name="id" value={registration.id} />;
  return (
    <section aria-labelledby="decide-heading" className={`${box} max-w-3xl`}>
      <h2 id="decide-heading" className="text-lg font-bold text-brand-900">
        {T.decideHeading}
      </h2>
      <p className="text-sm">{T.decideLead}</p>
      {registration.erased ? <p className="text-sm font-semibold">{T.erasedNote}</p> : null}
      <form action={actions.verify}>
        {id}
        <Button type="submit" size="xs">
          {T.verify}
          <span className="sr-only"> {registration.number}</span>
        </Button>
      </form>
      <form action={actions.reject} className="space-y-2">
        {id}
        <fieldset className="space-y-2">
          <legend className="font-semibold">{T.rejectLegend}</legend>
          <label className="flex flex-col gap-1 text-sm" htmlFor="warranty-reject-reason">
            {T.reasonLabel}
          </label>
          <textarea
            id="warranty-reject-reason"
            name="reason"
            rows={3}
            required
            maxLength={MAX_REJECTION_REASON}
            aria-describedby="warranty-reject-hint"
            className="w-full rounded border border-slate-400 px-2 py-1"
          />
          <p id="warranty-reject-hint" className="text-sm text-slate-700">
            {T.reasonHint}
          </p>
          <Button type="submit" size="xs" variant="secondary">
            {T.reject}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
