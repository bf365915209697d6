import { Link } from '@/components/ui/link';
import { STAFF_INBOX_TEXT } from '@/content/staff';

const T = STAFF_INBOX_TEXT.pagination;

/** "Previous · Page 2 of 5 (110 in all) · Next" under a staff list; `href` gives a page's address. */
export function Pagination({
  page,
  total,
  pageSize,
  href,
}: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = 'rounded border border-slate-300 px-3 py-1 hover:bg-brand-50';
  return (
    <nav aria-label={T.label} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link className={link} href={href(page - 1)}>
          {T.previous}
        </Link>
      ) : null}
      <span>{T.position(Math.min(page, pages), pages, total)}</span>
      {page < pages ? (
        <Link className={link} href={href(page + 1)}>
          {T.next}
        </Link>
      ) : null}
    </nav>
  );
}
