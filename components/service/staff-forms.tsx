import { Button } from '@/components/ui/button';
import { STAFF_SERVICE_TEXT } from '@/content/service';
import type { ServiceRequestDetail } from '@/lib/service/admin';

const T = STAFF_SERVICE_TEXT.detail;
type Action = (form: FormData) => Promise<void>;

const field = 'flex flex-col gap-1 text-sm';
const input = 'rounded border border-slate-400 px-2 py-1';
const box = 'space-y-2 rounded-lg border border-slate-200 bg-white p-4';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The three things staff do to a request: change its status, reassign it, add a note. */
export function ServiceRequestForms({
  request,
  actions,
}: {
  request: ServiceRequestDetail;
  actions: { status: Action; assign: Action; note: Action };
}) {
  const id = <input type="hidden" name="id" value={request.id} />;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Section id="status-heading" title={T.changeStatus}>
        {request.nextStatuses.length === 0 ? (
          <p>{T.final}</p>
        ) : (
          <form action={actions.status} className="space-y-2">
            {id}
            <label className={field}>
              {T.newStatus}
              <select name="status" className={input} required>
                {request.nextStatuses.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label className={field}>
              {T.statusNote}
              <textarea name="note" rows={2} maxLength={2000} className={input} />
            </label>
            <Button type="submit" size="xs">
              {T.statusSubmit}
            </Button>
          </form>
        )}
      </Section>
      <Section id="assign-heading" title={T.reassign}>
        {request.centres.length === 0 ? (
          <p>{T.noCentres}</p>
        ) : (
          <form action={actions.assign} className="space-y-2">
            {id}
            <label className={field}>
              {T.reassignLabel}
              <select
                name="outletId"
                className={input}
                defaultValue={request.outletId ?? ''}
                required
              >
                {request.centres.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="xs">
              {T.reassignSubmit}
            </Button>
          </form>
        )}
      </Section>
      <Section id="note-heading" title={T.addNote}>
        <form action={actions.note} className="space-y-2">
          {id}
          <label className={field}>
            {T.note}
            <textarea name="note" rows={3} maxLength={2000} required className={input} />
          </label>
          {/* Each choice a row of at least 24 px, so that the radios, wrapped under each other in a
              narrow column, keep the target spacing of WCAG 2.5.8. */}
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <legend>{T.visibility}</legend>
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name="visibility" value="internal" defaultChecked />
              {T.internalNote}
            </label>
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name="visibility" value="public" />
              {T.publicNote}
            </label>
          </fieldset>
          <Button type="submit" size="xs">
            {T.noteSubmit}
          </Button>
        </form>
      </Section>
    </div>
  );
}
