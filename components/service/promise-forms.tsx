import { Button } from '@/components/ui/button';
import { INDIAN_STATES } from '@/content/locator';
import { PRODUCT_LINE_INFO, PRODUCT_LINES } from '@/content/products/lines';
import { SERVICE_PROMISE_TEXT as T } from '@/content/service';
import { PROMISE_HOURS } from '@/lib/service/promise';
import type { ServicePromiseRow } from '@/lib/service/promises';

type Action = (form: FormData) => Promise<void>;

const field = 'flex flex-col gap-1 text-sm';
const input = 'rounded border border-slate-400 px-2 py-1';
const box = 'rounded-lg border border-slate-200 bg-white p-4';

/** The hours inputs, with the limits the server checks again (lib/service/promise.ts). */
function Hours({ row, idPrefix }: { row?: ServicePromiseRow; idPrefix: string }) {
  const hours = (name: 'assignHours' | 'callHours') => (
    <label className={field} htmlFor={`${idPrefix}-${name}`}>
      {T[name]}
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        required
        min={PROMISE_HOURS.min}
        max={PROMISE_HOURS.max}
        step={1}
        defaultValue={row?.[name]}
        className={`${input} w-28`}
      />
    </label>
  );
  return (
    <div className="flex flex-wrap gap-4">
      {hours('assignHours')}
      {hours('callHours')}
    </div>
  );
}

/**
 * The promises, one small form each (a card, so a 390 px phone never scrolls sideways): the
 * hours of each row, a state's row deleted, and a state's own promise added.
 */
export function ServicePromiseForms({
  rows,
  actions,
}: {
  rows: ServicePromiseRow[];
  actions: { save: Action; remove: Action };
}) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="promises-heading" className="space-y-3">
        <h2 id="promises-heading" className="text-lg font-bold text-brand-900">
          {T.caption}
        </h2>
        <ul className="grid gap-3 lg:grid-cols-2">
          {rows.map((row) => {
            const area = row.isDefault ? T.allAreas : row.area;
            return (
              <li key={row.id} className={box}>
                <form action={actions.save} className="space-y-2">
                  <fieldset className="space-y-2">
                    <legend className="font-semibold">
                      {row.line}: {area}
                    </legend>
                    <input type="hidden" name="productLine" value={row.productLine} />
                    <input type="hidden" name="area" value={row.area} />
                    <Hours row={row} idPrefix={`promise-${row.id}`} />
                  </fieldset>
                  <Button type="submit" size="xs">
                    {T.save}
                  </Button>
                </form>
                {row.isDefault ? null : (
                  <form action={actions.remove} className="mt-2">
                    <input type="hidden" name="id" value={row.id} />
                    <Button type="submit" size="xs" variant="secondary">
                      <span>{T.remove}</span>
                      <span className="sr-only">
                        {' '}
                        {row.line}: {area}
                      </span>
                    </Button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="add-promise-heading" className={`${box} max-w-xl space-y-2`}>
        <h2 id="add-promise-heading" className="text-lg font-bold text-brand-900">
          {T.add}
        </h2>
        <form action={actions.save} className="space-y-2">
          <label className={field} htmlFor="add-productLine">
            {T.productLine}
            <select id="add-productLine" name="productLine" required className={input}>
              {PRODUCT_LINES.map((line) => (
                <option key={line} value={line}>
                  {PRODUCT_LINE_INFO[line].name}
                </option>
              ))}
            </select>
          </label>
          <label className={field} htmlFor="add-area">
            {T.area}
            <select id="add-area" name="area" required className={input} defaultValue="">
              <option value="" disabled>
                {T.chooseArea}
              </option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </label>
          <Hours idPrefix="add" />
          <Button type="submit" size="xs">
            {T.addSubmit}
          </Button>
        </form>
      </section>
    </div>
  );
}
