import { DISCLOSURE_CLAUSES, type ClauseSource } from '@/content/disclosures';
import { DOCUMENT_PAGES, type DocumentPage } from '@/content/investors';
import { ROUTES, type PublicRoute } from '@/content/routes';
import type { Words } from '@/content/words-type';
import { db, type Db } from '@/lib/platform/db/client';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentList,
  type InvestorDocument,
} from './types';

/**
 * The Regulation 46 index and the announcements (landing page, Atom feed), made from the public
 * lists of every kind at one moment (lib/investors/visibility.ts), so neither shows a filing
 * before its publish time.
 */

export type ListsByKind = Record<DocumentKind, DocumentList>;

/** Every kind's list, each empty (a page built while the database is away). */
export function emptyLists(): ListsByKind {
  const lists: Partial<ListsByKind> = {};
  for (const kind of DOCUMENT_KINDS) lists[kind] = { current: [], archived: [] };
  return lists as ListsByKind;
}

/** One published filing of the announcements, newest first. */
export interface Announcement extends InvestorDocument {
  kind: DocumentKind;
  heading: string;
  /** The page of its list. */
  listPath: string;
}

/** The newest published filings across every list, current ones only. */
export function latestAnnouncements(lists: ListsByKind, count: number): Announcement[] {
  return DOCUMENT_KINDS.flatMap((kind) =>
    lists[kind].current.map((document) => ({
      ...document,
      kind,
      heading: DOCUMENT_PAGES[kind].heading,
      listPath: DOCUMENT_PAGES[kind].route.path,
    })),
  )
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title))
    .slice(0, count);
}

/** When the pages of people and contacts last changed (the clauses that point to them). */
export type PageDates = Record<string, string | null>;

export async function findPageDates(client: Db = db()): Promise<PageDates> {
  const newest = { _max: { updatedAt: true } } as const;
  const results = await Promise.all([
    client.director.aggregate(newest),
    client.committeeMember.aggregate(newest),
    client.registrarDetail.aggregate(newest),
    client.grievanceContact.aggregate(newest),
  ]);
  const [board, committees, registrar, grievance] = results.map(
    (found) => found._max.updatedAt?.toISOString() ?? null,
  );
  return {
    [ROUTES.board.path]: board ?? null,
    [ROUTES.committees.path]: committees ?? null,
    [ROUTES.registrar.path]: registrar ?? null,
    [ROUTES.grievance.path]: grievance ?? null,
  };
}

/** A clause marked not applicable by staff, with the reason shown on the index. */
export interface ClauseMark {
  notApplicable: boolean;
  reason: string;
}

export async function findClauseMarks(client: Db = db()): Promise<Record<string, ClauseMark>> {
  const rows = await client.disclosureClause.findMany();
  return Object.fromEntries(
    rows.map((row) => [row.key, { notApplicable: row.notApplicable, reason: row.reason }]),
  );
}

/** Where a clause's disclosures are: a list (with its count of filings) or a page. */
export type ClausePlace =
  { type: 'list'; page: DocumentPage; count: number } | { type: 'page'; route: PublicRoute };

export interface ClauseRow {
  key: string;
  reference: string;
  title: string;
  places: ClausePlace[];
  /** The newest publish time of its filings, or the last change of its pages; null: none. */
  updatedAt: string | null;
  /** Nothing published in any of its lists (pages always count as published). */
  empty: boolean;
  notApplicable: string | null;
}

const newer = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The words an index is shown in: the clauses and list pages of the page's language. */
export interface IndexWords {
  clauses: Words<typeof DISCLOSURE_CLAUSES>;
  pages: Words<typeof DOCUMENT_PAGES>;
}

/**
 * Every clause of the index, in order, with where to find it and when it last changed; shown in
 * `shown`'s language (the clauses pair by position; dates are looked up by the English page).
 */
export function disclosureIndex(
  lists: ListsByKind,
  pageDates: PageDates,
  marks: Record<string, ClauseMark>,
  shown: IndexWords = { clauses: DISCLOSURE_CLAUSES, pages: DOCUMENT_PAGES },
): ClauseRow[] {
  return DISCLOSURE_CLAUSES.map((clause, i) => {
    const words = shown.clauses[i] ?? clause;
    let updatedAt: string | null = null;
    let published = 0;
    const places = clause.sources.map((source: ClauseSource, j): ClausePlace => {
      if ('route' in source) {
        published += 1;
        updatedAt = newer(updatedAt, pageDates[source.route.path] ?? null);
        const route = (words.sources[j] as { route?: PublicRoute } | undefined)?.route;
        return { type: 'page', route: route ?? source.route };
      }
      const kind = source.list as DocumentKind;
      const { current, archived } = lists[kind];
      for (const document of [...current, ...archived]) {
        updatedAt = newer(updatedAt, document.publishedAt);
      }
      published += current.length + archived.length;
      return {
        type: 'list',
        page: shown.pages[kind] as DocumentPage,
        count: current.length + archived.length,
      };
    });
    const mark = marks[clause.key];
    return {
      key: clause.key,
      reference: words.reference,
      title: words.title,
      places,
      updatedAt,
      empty: published === 0,
      notApplicable: mark?.notApplicable ? mark.reason : null,
    };
  });
}
