import { buttonClass } from '@/components/ui/button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import type { InboxFilter } from '@/lib/platform/inbox/filters';

const T = STAFF_INBOX_TEXT.filters;

type Options = readonly { value: string; label: string }[];

/** A filter of one inbox only, by its query parameter (lib/platform/inbox/filters.ts). */
export interface ExtraSelect {
  name: 'line' | 'centre' | 'age' | 'assigned' | 'state';
  label: string;
  options: Options;
}

/** A plain GET form: search, date range, status, (optionally) type and the inbox's own selects. */
export function InboxFilters({
  filter,
  types,
  typeLabel = T.type,
  selects = [],
  statusFilter = true,
  exportHref,
}: {
  filter: InboxFilter;
  types?: Options;
  typeLabel?: string;
  selects?: readonly ExtraSelect[];
  /** The open/handled filter (not for payments, whose status is their own). */
  statusFilter?: boolean;
  exportHref?: string;
}) {
  // A long option (a service centre's name) shrinks its select on a phone instead of widening the page.
  const field = 'flex min-w-0 max-w-full flex-col gap-1 text-sm';
  const input = 'max-w-full rounded border border-slate-400 px-2 py-1';
  return (
    <form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <label className={field}>
        {T.search}
        <input className={input} type="search" name="q" defaultValue={filter.q ?? ''} />
      </label>
      <label className={field}>
        {T.from}
        <input className={input} type="date" name="from" defaultValue={filter.from ?? ''} />
      </label>
      <label className={field}>
        {T.to}
        <input className={input} type="date" name="to" defaultValue={filter.to ?? ''} />
      </label>
      {statusFilter ? (
        <label className={field}>
          {T.status}
          <select className={input} name="status" defaultValue={filter.status}>
            <option value="all">{T.all}</option>
            <option value="open">{T.statuses.open}</option>
            <option value="handled">{T.statuses.handled}</option>
          </select>
        </label>
      ) : null}
      {[
        ...(types ? [{ name: 'type' as const, label: typeLabel, options: types }] : []),
        ...selects,
      ].map((select) => (
        <label key={select.name} className={field}>
          {select.label}
          <select className={input} name={select.name} defaultValue={filter[select.name] ?? ''}>
            <option value="">{T.all}</option>
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className={buttonClass({ size: 'xs' })}>
        {T.submit}
      </button>
      {exportHref ? (
        <a
          href={exportHref}
          className="ml-auto rounded border border-brand-700 px-4 py-1.5 text-brand-800 hover:bg-brand-50"
        >
          {T.exportCsv}
        </a>
      ) : null}
    </form>
  );
}
