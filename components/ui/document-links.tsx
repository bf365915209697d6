import { words } from '@/lib/platform/i18n/words';
import type { DocumentLink } from '@/content/media';

/** Links to PDF files, opened in a new tab, each announced as a PDF. */
export function DocumentLinks({ links, label }: { links: readonly DocumentLink[]; label: string }) {
  const { documentLinkText } = words().ui;
  return (
    <ul aria-label={label} className="space-y-2">
      {links.map((doc) => (
        <li key={doc.href}>
          <a
            href={doc.href}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
          >
            <span
              aria-hidden="true"
              className="rounded bg-red-700 px-1.5 text-xs font-bold text-white"
            >
              {documentLinkText.badge}
            </span>
            {doc.title}
            <span className="sr-only">{documentLinkText.pdfNote}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
