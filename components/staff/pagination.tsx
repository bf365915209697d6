import Link from 'next/link';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { filterQuery, type InboxFilter } from '@/lib/staff/filters';
import { pageCount } from '@/lib/staff/inbox';

const T = STAFF_INBOX_TEXT.pagination;

export function Pagination({
  path,
  filter,
  total,
}: {
  path: string;
  filter: InboxFilter;
  total: number;
}) {
  const pages = pageCount(total);
  const link = 'rounded border border-slate-300 px-3 py-1 hover:bg-brand-50';
  return (
    <nav aria-label={T.label} className="flex items-center gap-3 text-sm">
      {filter.page > 1 ? (
        <Link className={link} href={`${path}${filterQuery(filter, { page: filter.page - 1 })}`}>
          {T.previous}
        </Link>
      ) : null}
      <span>{T.position(Math.min(filter.page, pages), pages, total)}</span>
      {filter.page < pages ? (
        <Link className={link} href={`${path}${filterQuery(filter, { page: filter.page + 1 })}`}>
          {T.next}
        </Link>
      ) : null}
    </nav>
  );
}
