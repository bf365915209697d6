import { buttonClass } from '@/components/ui/button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import type { InboxFilter } from '@/lib/staff/filters';

const T = STAFF_INBOX_TEXT.filters;

/** A plain GET form: search, date range, status and (optionally) type. */
export function InboxFilters({
  filter,
  types,
  typeLabel = T.type,
  statusFilter = true,
  exportHref,
}: {
  filter: InboxFilter;
  types?: readonly { value: string; label: string }[];
  typeLabel?: string;
  /** The open/handled filter (not for payments, whose status is their own). */
  statusFilter?: boolean;
  exportHref?: string;
}) {
  const field = 'flex flex-col gap-1 text-sm';
  const input = 'rounded border border-slate-400 px-2 py-1';
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
      {types ? (
        <label className={field}>
          {typeLabel}
          <select className={input} name="type" defaultValue={filter.type ?? ''}>
            <option value="">{T.all}</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
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
