import { SERIES_NAMES } from '@/content/catalogue';
import { STAFF_CATALOGUE_TEXT as T } from '@/content/staff-catalogue';
import { dateColumn, inboxColumns } from '@/lib/platform/inbox/columns';
import type { CatalogueStaffRow } from './admin';
import { priceText } from './format';

/** The models list's columns (/staff/catalogue); its CSV is the whole catalogue (./csv.ts). */
export const CATALOGUE_COLUMNS = inboxColumns<CatalogueStaffRow>()([
  { key: 'model', header: T.columns.model, text: (r) => `${r.code} ${r.nameEn}` },
  {
    key: 'line',
    header: T.columns.line,
    text: (r) => `${r.lineName}: ${SERIES_NAMES[r.series] ?? r.series}`,
  },
  {
    key: 'price',
    header: T.columns.price,
    text: (r) => (r.mrpPaise === null ? T.priceOnRequest : priceText(r.mrpPaise)),
  },
  {
    key: 'status',
    header: T.columns.status,
    text: (r) =>
      r.discontinued
        ? `${T.discontinued}${r.successorCode ? ` (${T.successor(r.successorCode)})` : ''}`
        : T.active,
  },
  dateColumn('updated', T.columns.updated, 'created', (r: CatalogueStaffRow) => r.updatedAt),
]);
