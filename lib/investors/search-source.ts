import { DOCUMENT_PAGES, INVESTOR_TEXT } from '@/content/investors';
import type { SearchSource } from '@/lib/platform/search/types';
import { findDocuments } from './tables/documents';
import { DOCUMENT_KINDS } from './types';

/** Investor filings for the site search, read from PostgreSQL; each result opens its file. */
export const investorDocumentsSource: SearchSource = {
  name: 'investor documents',
  async load() {
    const lists = await Promise.all(
      DOCUMENT_KINDS.map(async (kind) => [kind, await findDocuments(kind)] as const),
    );
    return lists.flatMap(([kind, list]) =>
      [
        ...list.current.map((d) => ({ d, archived: false })),
        ...list.archived.map((d) => ({ d, archived: true })),
      ].map(({ d, archived }) => ({
        url: d.file,
        title: INVESTOR_TEXT.filing(d.title, d.year),
        kind: 'document' as const,
        text: `${DOCUMENT_PAGES[kind].route.title}${archived ? ' (archived)' : ''}. ${d.title} ${d.year}`,
      })),
    );
  },
};
