import { staffTypedLang, words } from '@/lib/platform/i18n/words';
import { Link } from '@/components/ui/link';
import { FilingForReaders } from './filing-for-readers';
import type { DocumentPage } from '@/content/investors';
import type { DocumentsOverview, YearBlock, YearPage } from '@/lib/investors/document-years';
import type { InvestorDocument } from '@/lib/investors/types';
import type { YearGroup } from '@/lib/investors/years';

/** Address of a kind's year page (page 1 has no number). */
export const yearPath = (page: DocumentPage, key: string, pageNumber = 1) =>
  `${page.route.path}/${key}${pageNumber > 1 ? `/${pageNumber}` : ''}`;

const linkClass = 'text-brand-700 underline hover:text-brand-900';

/**
 * "title - year" rows with a view link. Kept small (a page has up to 100, and React sends each
 * twice): one text node per label, and two utility classes (app/globals.css) for the looks.
 */
function DocumentRows({ page, documents }: { page: DocumentPage; documents: InvestorDocument[] }) {
  const { INVESTOR_TEXT: T } = words().investors;
  const typed = staffTypedLang();
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {documents.map(({ id, title, year, file, publishedAt }) => (
        <li key={id} className="filing-row">
          {page.dated ? (
            <span>
              <span lang={typed} className="block text-ink">
                {T.filing(title, year)}
              </span>
              <time dateTime={publishedAt} className="block text-sm text-muted">
                {T.publishedOn(publishedAt)}
              </time>
            </span>
          ) : (
            <span lang={typed} className="text-ink">
              {T.filing(title, year)}
            </span>
          )}
          <a href={file} target="_blank" rel="noopener noreferrer" className="filing-view">
            {T.view}
            <FilingForReaders
              line={T.filing(title, year)}
              opens={T.viewFiling(isExternal(file))}
              lang={typed}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A link to a filing kept elsewhere (an exchange's site), not a PDF of ours. */
const isExternal = (file: string) => /^https?:\/\//i.test(file);

/** Links to years, each with its number of filings. */
function YearLinks({
  page,
  years,
  hash = '',
}: {
  page: DocumentPage;
  years: { group: YearGroup; total?: number }[];
  hash?: string;
}) {
  const { INVESTOR_TEXT: T } = words().investors;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {years.map(({ group, total }) => (
        <li key={group.key}>
          <Link href={`${yearPath(page, group.key)}${hash}`} prefetch={false} className={linkClass}>
            {group.label}
          </Link>
          {total === undefined ? null : <span className="text-muted"> ({T.filings(total)})</span>}
        </li>
      ))}
    </ul>
  );
}

/** A year's rows under its heading, or a link to its page when they are not shown here. */
function YearSection({ page, block, level }: { page: DocumentPage; block: YearBlock; level: 3 }) {
  const { INVESTOR_TEXT: T } = words().investors;
  const id = `year-${block.group.key}`;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <Heading id={id} className="text-xl font-semibold text-ink">
        {block.group.label}
      </Heading>
      <DocumentRows page={page} documents={block.documents} />
      {block.documents.length < block.total ? (
        <p>
          <Link href={yearPath(page, block.group.key)} prefetch={false} className={linkClass}>
            {T.allOfYear(block.total, block.group.label)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Years shown whole (each in a disclosure) and then the rest as links to their pages. */
function MoreYears({
  page,
  blocks,
  hash,
}: {
  page: DocumentPage;
  blocks: YearBlock[];
  hash?: string;
}) {
  const { INVESTOR_TEXT: T } = words().investors;
  const shown = blocks.filter((b) => b.documents.length > 0);
  const linked = blocks.filter((b) => b.documents.length === 0);
  return (
    <div className="space-y-3">
      {shown.map((block) => (
        <details key={block.group.key} className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-brand-800">
            {block.group.label} ({T.filings(block.total)})
          </summary>
          <div className="mt-4">
            <DocumentRows page={page} documents={block.documents} />
          </div>
        </details>
      ))}
      {linked.length ? <YearLinks page={page} years={linked} hash={hash} /> : null}
    </div>
  );
}

/**
 * A kind's page: "title - year" rows with a view link, by year, newest first; the two newest
 * years open, older ones and the archived list collapsed or linked (lib/investors/document-years.ts).
 */
export function DocumentList({ page, plan }: { page: DocumentPage; plan: DocumentsOverview }) {
  const { INVESTOR_TEXT: T } = words().investors;
  return (
    <section aria-labelledby="documents-heading" className="space-y-6">
      <h2 id="documents-heading" className="text-2xl font-bold text-ink">
        {page.heading}
      </h2>
      {plan.open.length ? (
        plan.open.map((block) => (
          <YearSection key={block.group.key} page={page} block={block} level={3} />
        ))
      ) : (
        <p className="text-muted">{T.documentsEmpty}</p>
      )}
      {plan.earlier.length ? (
        <section aria-labelledby="earlier-years" className="space-y-3">
          <h3 id="earlier-years" className="text-xl font-semibold text-ink">
            {T.earlierYears}
          </h3>
          <MoreYears page={page} blocks={plan.earlier} />
        </section>
      ) : null}
      {plan.archivedTotal ? (
        <details className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-brand-800">
            {T.archived} ({plan.archivedTotal})
          </summary>
          <div className="mt-4 space-y-4">
            {plan.archived
              .filter((block) => block.documents.length > 0)
              .map((block) => (
                <div key={block.group.key} className="space-y-2">
                  <h3 className="font-semibold text-ink">{block.group.label}</h3>
                  <DocumentRows page={page} documents={block.documents} />
                </div>
              ))}
            <YearLinks
              page={page}
              years={plan.archived.filter((block) => block.documents.length === 0)}
              hash="#archived"
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** One year of a kind: its current filings, its archived ones, pages of PAGE_FILINGS, all years. */
export function DocumentYear({ page, plan }: { page: DocumentPage; plan: YearPage }) {
  const { INVESTOR_TEXT: T } = words().investors;
  const { group } = plan;
  const pageLink = (n: number, label: string) => (
    <Link href={yearPath(page, group.key, n)} prefetch={false} className={linkClass}>
      {label}
    </Link>
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="documents-heading" className="space-y-4">
        <h2 id="documents-heading" className="text-2xl font-bold text-ink">
          {page.heading}
        </h2>
        {plan.current.length ? (
          <DocumentRows page={page} documents={plan.current} />
        ) : plan.page === 1 ? (
          <p className="text-muted">{T.yearEmpty}</p>
        ) : null}
        {plan.archived.length ? (
          <section id="archived" aria-labelledby="archived-heading" className="space-y-3">
            <h3 id="archived-heading" className="text-xl font-semibold text-ink">
              {T.archived}
            </h3>
            <DocumentRows page={page} documents={plan.archived} />
          </section>
        ) : null}
      </section>
      {plan.pages > 1 ? (
        <nav aria-label={T.pagesNav} className="flex items-center gap-4">
          {plan.page > 1 ? pageLink(plan.page - 1, T.previousPage) : null}
          <span>{T.pageOf(plan.page, plan.pages)}</span>
          {plan.page < plan.pages ? pageLink(plan.page + 1, T.nextPage) : null}
        </nav>
      ) : null}
      <nav aria-labelledby="years-heading" className="space-y-3">
        <h2 id="years-heading" className="text-xl font-semibold text-ink">
          {T.yearsNav}
        </h2>
        <YearLinks page={page} years={plan.years.map((g) => ({ group: g }))} />
        <p>
          <Link href={page.route.path} className={linkClass}>
            {T.allYears(page.heading)}
          </Link>
        </p>
      </nav>
    </div>
  );
}
