import { OUTLET_CSV_COLUMNS as CSV, STAFF_OUTLETS_TEXT } from '@/content/locator';
import type { CsvColumn } from '@/lib/platform/inbox/csv';
import { dateColumn, inboxColumns } from '@/lib/platform/inbox/columns';
import type { OutletRow } from './store';

const C = STAFF_OUTLETS_TEXT.columns;
const col = (header: string, value: (row: OutletRow) => unknown): CsvColumn<OutletRow> => ({
  header,
  value,
});

/**
 * The outlets list's columns, on its page and in its CSV export. The export's columns are the
 * import's (content/locator.ts OUTLET_CSV_COLUMNS), so an exported file can be edited and
 * imported again (`created` is ignored by the import).
 */
export const OUTLET_COLUMNS = inboxColumns<OutletRow>()([
  { key: 'name', header: C.name, csv: [col(CSV.name, (r) => r.name)] },
  { key: 'type', header: C.type, text: (r) => r.typeLabel, csv: [col(CSV.type, (r) => r.type)] },
  {
    key: 'lines',
    header: C.lines,
    text: (r) => r.productLines.join(', '),
    csv: [col(CSV.productLines, (r) => r.productLines.join(';'))],
  },
  {
    key: 'place',
    header: C.place,
    text: (r) => `${r.address}, ${r.city}, ${r.state} ${r.pincode}`,
    csv: [
      col(CSV.address, (r) => r.address),
      col(CSV.city, (r) => r.city),
      col(CSV.state, (r) => r.state),
      col(CSV.pincode, (r) => r.pincode),
    ],
  },
  {
    key: 'phones',
    header: C.phones,
    text: (r) => r.phones.join(', '),
    csv: [
      col(CSV.phones, (r) => r.phones.join(';')),
      col(CSV.email, (r) => r.email),
      col(CSV.openingHours, (r) => r.openingHours),
    ],
  },
  {
    key: 'status',
    header: C.status,
    text: (r) => (r.active ? STAFF_OUTLETS_TEXT.active : STAFF_OUTLETS_TEXT.inactive),
    csv: [col(CSV.active, (r) => (r.active ? 'yes' : 'no'))],
  },
  { ...dateColumn('created', '', 'created', (r: OutletRow) => r.createdAt), header: undefined },
]);
