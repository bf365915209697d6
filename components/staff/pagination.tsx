import Link from 'next/link';
import { filterQuery, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';

export function Pagination({
  path,
  filter,
  total,
}: {
  path: string;
  filter: InboxFilter;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const link = 'rounded border border-slate-300 px-3 py-1 hover:bg-brand-50';
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
      {filter.page > 1 ? (
        <Link className={link} href={`${path}${filterQuery(filter, { page: filter.page - 1 })}`}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {Math.min(filter.page, pages)} of {pages} ({total} in all)
      </span>
      {filter.page < pages ? (
        <Link className={link} href={`${path}${filterQuery(filter, { page: filter.page + 1 })}`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
