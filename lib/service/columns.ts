import { STAFF_SERVICE_TEXT } from '@/content/service';
import { csv, customerColumn, dateColumn, inboxColumns } from '@/lib/platform/inbox/columns';
import type { ServiceRequestRow } from './admin';

const C = STAFF_SERVICE_TEXT.columns;

/** The service requests inbox's columns, on its page and in its CSV. */
export const SERVICE_REQUEST_COLUMNS = inboxColumns<ServiceRequestRow>()([
  dateColumn('received', C.received, 'received', (r) => r.createdAt),
  { key: 'ticket', header: C.ticket, csv: [csv('ticket', (r) => r.ticket)] },
  customerColumn(C.customer, true),
  {
    key: 'product',
    header: C.product,
    text: (r) => `${r.product} (${r.category})`,
    csv: [
      csv('productLine', (r) => r.productLine),
      csv('model', (r) => r.modelCode),
      csv('serial', (r) => r.serial),
      csv('category', (r) => r.category),
      csv('description', (r) => r.description),
    ],
  },
  {
    key: 'status',
    header: C.status,
    text: (r) => r.statusLabel,
    csv: [csv('status', (r) => r.status), csv('overdue', (r) => (r.overdue ? 'yes' : 'no'))],
  },
  {
    key: 'centre',
    header: C.centre,
    text: (r) => r.centre ?? STAFF_SERVICE_TEXT.unassigned,
    csv: [csv('centre', (r) => r.centre)],
  },
  // The promise stored on the request (lib/service/promise.ts), in the CSV only.
  {
    key: 'promise',
    csv: [csv('assignBy', (r) => r.assignBy), csv('callBy', (r) => r.callBy)],
  },
  { key: 'updated', csv: [csv('updated', (r) => r.updatedAt)] },
]);
