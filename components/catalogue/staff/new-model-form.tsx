import { buttonClass } from '@/components/ui/button';
import { LINE_NAMES } from '@/content/catalogue';
import { STAFF_CATALOGUE_TEXT as T } from '@/content/staff-catalogue';
import { CATALOGUE_LINES } from '@/lib/catalogue/specs';

/** The first step of adding a model: its line (each line's form has its own specifications). */
export function NewModelForm() {
  return (
    <form
      action="/staff/catalogue/new"
      method="get"
      className="flex flex-wrap items-end gap-3 rounded bg-white p-4"
    >
      <div>
        <label htmlFor="new-model-line" className="block font-semibold text-ink">
          {T.addLine}
        </label>
        <select
          id="new-model-line"
          name="line"
          className="mt-1 block rounded border border-slate-400 bg-white px-3 py-2 text-ink"
        >
          {CATALOGUE_LINES.map((line) => (
            <option key={line} value={line}>
              {LINE_NAMES[line]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ size: 'sm' })}>
        {T.addSubmit}
      </button>
    </form>
  );
}
