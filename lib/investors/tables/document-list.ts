import { DOCUMENT_PAGES } from '@/content/investors';
import { db } from '@/lib/platform/db/client';
import type { InvestorDocumentKind } from '@/lib/platform/db/generated/client';
import { publicAddress } from '../files';
import { KIND_IN_DB, KIND_OF, DOCUMENT_KINDS, type DocumentKind } from '../types';
import { isArchivedNow, isPublished } from '../visibility';
import { groupByYear, yearGroupOf, type YearGroup } from '../years';
import {
  isSingleList,
  STAFF_DOCUMENTS_PAGE,
  STAFF_DOCUMENTS_PREVIEW,
  type StaffDocumentFilter,
} from './document-filter';
import { scheduleClock } from '@/lib/platform/clock';

/**
 * The documents table's staff list (./documents.ts): filings as staff see them (scheduled, or
 * archived on the public page by the five-year rule), filtered by kind, year and list and paged.
 * The member is checked by the table before it is asked.
 */

export interface StaffDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  year: string;
  file: string;
  archived: boolean;
  /** When the public sees it (ISO 8601). */
  publishAt: string;
  /** Its publish time is still to come: only the back-office shows it. */
  scheduled: boolean;
  /** Current here, but archived on the public page by the five-year rule (../visibility.ts). */
  retired: boolean;
}

/** A filing as the staff pages show it. */
export function toStaffDocument(
  row: {
    id: string;
    kind: InvestorDocumentKind;
    title: string;
    year: string;
    file: string;
    archived: boolean;
    publishAt: Date;
  },
  now = scheduleClock.date(),
): StaffDocument {
  const { id, title, year, file, archived, publishAt } = row;
  const kind = KIND_OF[row.kind];
  const standing = DOCUMENT_PAGES[kind].standing === true;
  return {
    id,
    kind,
    title,
    year,
    file: publicAddress(file),
    archived,
    publishAt: publishAt.toISOString(),
    scheduled: !isPublished(publishAt, now),
    retired: !archived && isArchivedNow({ archived, publishedAt: publishAt }, standing, now),
  };
}

/** A row of a staff list, with the moves it allows (within its year, as the public page groups). */
export interface StaffDocumentRow extends StaffDocument {
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** One list of the staff page: a kind's current or archived documents (one page of them). */
export interface StaffDocumentList {
  kind: DocumentKind;
  archived: boolean;
  /** Rows matching the filter, on every page. */
  total: number;
  documents: StaffDocumentRow[];
}

export interface StaffDocumentsView {
  lists: StaffDocumentList[];
  /** Years that the kinds shown have documents in (the year filter's choices), newest first. */
  years: YearGroup[];
}

/**
 * The staff list, filtered by kind, year and state: one list paged (STAFF_DOCUMENTS_PAGE rows)
 * when a kind and a state are chosen, else the first STAFF_DOCUMENTS_PREVIEW rows of each list.
 * Rows are in the public pages' order; a row can move up or down past its year's neighbours.
 */
export async function listStaffDocuments(
  filter: StaffDocumentFilter,
  order: object[],
): Promise<StaffDocumentsView> {
  const kinds = filter.kind ? [filter.kind] : DOCUMENT_KINDS;
  const states = filter.state ? [filter.state === 'archived'] : [false, true];
  // The order of every document of the kinds shown (four short columns, even for thousands).
  const slots = await db().investorDocument.findMany({
    where: { kind: { in: kinds.map((k) => KIND_IN_DB[k]) } },
    orderBy: [{ archived: 'asc' }, ...order],
    select: { id: true, kind: true, year: true, archived: true },
  });
  const years = groupByYear(slots).map(({ group }) => group);
  const size = isSingleList(filter) ? STAFF_DOCUMENTS_PAGE : STAFF_DOCUMENTS_PREVIEW;
  const from = isSingleList(filter) ? (filter.page - 1) * size : 0;
  const moves = new Map<string, { canMoveUp: boolean; canMoveDown: boolean }>();
  const chosen = kinds.flatMap((kind) =>
    states.map((archived) => {
      const list = slots.filter((s) => KIND_OF[s.kind] === kind && s.archived === archived);
      const yearOf = list.map((s) => yearGroupOf(s.year).key);
      const matching = list.flatMap((slot, i) =>
        filter.year === undefined || yearOf[i] === filter.year ? [{ slot, i }] : [],
      );
      const shown = matching.slice(from, from + size);
      for (const { slot, i } of shown) {
        moves.set(slot.id, {
          canMoveUp: i > 0 && yearOf.lastIndexOf(yearOf[i]!, i - 1) >= 0,
          canMoveDown: yearOf.indexOf(yearOf[i]!, i + 1) > 0,
        });
      }
      return { kind, archived, total: matching.length, ids: shown.map(({ slot }) => slot.id) };
    }),
  );
  const rows = await db().investorDocument.findMany({
    where: { id: { in: chosen.flatMap((list) => list.ids) } },
  });
  const now = scheduleClock.date();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lists = chosen.map(({ kind, archived, total, ids }) => ({
    kind,
    archived,
    total,
    documents: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...toStaffDocument(row, now), ...moves.get(id)! }] : [];
    }),
  }));
  return { lists, years };
}
