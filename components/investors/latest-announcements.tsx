import { staffTypedLang, words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import { FilingForReaders } from './filing-for-readers';
import type { Announcement } from '@/lib/investors/disclosures';

const linkClass = 'text-brand-700 underline hover:text-brand-900';

/** The newest filings of every list, with their dates, on the investor landing page. */
export function LatestAnnouncements({ items }: { items: Announcement[] }) {
  const typed = staffTypedLang();
  const { DISCLOSURE_TEXT: T } = words().disclosures;
  const { DOCUMENT_PAGES, INVESTOR_TEXT, indiaDate } = words().investors;
  const { ROUTES } = words().routes;
  return (
    <section aria-labelledby="announcements-heading" className="container-page pt-12">
      <h2 id="announcements-heading" className="mb-4 text-2xl font-semibold">
        {T.latestHeading}
      </h2>
      {items.length === 0 ? <p className="text-muted">{T.latestEmpty}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {items.map((item) => (
          <li key={item.id} className="filing-row">
            <span>
              <time dateTime={item.publishedAt} className="block text-sm text-muted">
                {indiaDate(item.publishedAt)}
              </time>
              <Link href={DOCUMENT_PAGES[item.kind].route.path} className={linkClass}>
                {DOCUMENT_PAGES[item.kind].heading}
              </Link>
              <span lang={typed} className="block text-ink">
                {INVESTOR_TEXT.filing(item.title, item.year)}
              </span>
            </span>
            <a href={item.file} target="_blank" rel="noopener noreferrer" className="filing-view">
              {INVESTOR_TEXT.view}
              <FilingForReaders
                line={INVESTOR_TEXT.filing(item.title, item.year)}
                opens={INVESTOR_TEXT.viewFiling(/^https?:\/\//i.test(item.file))}
                lang={typed}
              />
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link href={ROUTES.disclosures.path} className={linkClass}>
          {T.allDisclosures}
        </Link>
        <a href={T.feedPath} className={linkClass}>
          {T.feedLink}
        </a>
      </p>
    </section>
  );
}
