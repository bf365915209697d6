import { buttonClass } from '@/components/ui/button';
import { INVESTOR_TEXT } from '@/content/investors';
import type { DocumentList as List, InvestorDocument } from '@/lib/investors/types';

function DocumentRows({ documents }: { documents: InvestorDocument[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {documents.map((document) => (
        <li key={document.id} className="flex items-center justify-between gap-4 px-4 py-3">
          <span className="text-ink">
            {document.title} - {document.year}
          </span>
          <a
            href={document.file}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ size: 'xs', className: 'shrink-0' })}
          >
            {INVESTOR_TEXT.view}
            <span className="sr-only">
              {' '}
              {document.title} - {document.year} {INVESTOR_TEXT.opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "title - year" rows with a view link; archived documents in a collapsed section below. */
export function DocumentList({ heading, list }: { heading: string; list: List }) {
  return (
    <section aria-labelledby="documents-heading" className="space-y-6">
      <h2 id="documents-heading" className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {list.current.length ? (
        <DocumentRows documents={list.current} />
      ) : (
        <p className="text-muted">{INVESTOR_TEXT.documentsEmpty}</p>
      )}
      {list.archived.length ? (
        <details className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-brand-800">
            {INVESTOR_TEXT.archived} ({list.archived.length})
          </summary>
          <div className="mt-4">
            <DocumentRows documents={list.archived} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
