import { Button } from '@/components/ui/button';
import { SERVICE_VISIT_TEXT as V } from '@/content/service';
import type { ServiceRequestDetail } from '@/lib/service/admin';
import { VISIT_WINDOWS, visitDayRange } from '@/lib/service/visit-days';

type Action = (form: FormData) => Promise<void>;

const field = 'flex flex-col gap-1 text-sm';
const input = 'rounded border border-slate-400 px-2 py-1';

/**
 * The request's visit on its staff page: what the customer asked for (or what was confirmed or
 * proposed), "Confirm this visit", and another day and window proposed. Each form carries the
 * visit it was drawn with (`seen`), so a second member acting on a stale page changes nothing.
 */
export function VisitForms({
  request,
  actions,
  now,
}: {
  request: ServiceRequestDetail;
  actions: { confirm: Action; propose: Action };
  now: Date;
}) {
  const hidden = (
    <>
      <input type="hidden" name="id" value={request.id} />
      <input type="hidden" name="seen" value={request.visit.seen} />
    </>
  );
  const { min, max } = visitDayRange(now);
  return (
    <section
      aria-labelledby="visit-heading"
      className="max-w-3xl space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="visit-heading" className="text-lg font-bold text-brand-900">
        {V.heading}
      </h2>
      <p data-testid="staff-visit">{request.visit.text}</p>
      {request.visit.canConfirm ? (
        <form action={actions.confirm}>
          {hidden}
          <Button type="submit" size="xs">
            {V.staff.confirm}
          </Button>
        </form>
      ) : null}
      {request.visit.canChange ? (
        <form action={actions.propose} className="space-y-2">
          {hidden}
          <fieldset className="space-y-2">
            <legend className="font-semibold">{V.staff.propose}</legend>
            <label className={field} htmlFor="visit-date">
              {V.staff.date}
              <input
                id="visit-date"
                type="date"
                name="date"
                required
                min={min}
                max={max}
                className={`${input} w-48`}
              />
            </label>
            {/* Each choice a row of at least 24 px (WCAG 2.5.8), as the note's radios. */}
            <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <legend>{V.staff.window}</legend>
              {VISIT_WINDOWS.map((window, i) => (
                <label key={window} className="inline-flex min-h-6 items-center gap-2">
                  <input type="radio" name="window" value={window} required={i === 0} />
                  {V.choices[window]}
                </label>
              ))}
            </fieldset>
          </fieldset>
          <Button type="submit" size="xs">
            {V.staff.proposeSubmit}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
