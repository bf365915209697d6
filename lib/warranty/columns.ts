import { STAFF_INBOX_TEXT } from '@/content/staff';
import {
  csv,
  customerColumn,
  dateColumn,
  handledColumn,
  inboxColumns,
} from '@/lib/platform/inbox/columns';
import type { WarrantyRegistrationRow } from './admin';

const T = STAFF_INBOX_TEXT.warranty;
const C = T.columns;

/** The warranty registrations inbox's columns, on its page and in its CSV. */
export const WARRANTY_COLUMNS = inboxColumns<WarrantyRegistrationRow>()([
  dateColumn('received', C.received, 'received', (r) => r.createdAt),
  { key: 'number', header: C.number, csv: [csv('registration', (r) => r.number)] },
  {
    key: 'verification',
    header: C.verification,
    text: (r) => T.verificationStates[r.verification],
    csv: [
      csv('verification', (r) => r.verification),
      csv('rejectionReason', (r) => r.rejectionReason),
      csv('decidedAt', (r) => r.decidedAt),
      csv('decidedBy', (r) => r.decidedBy),
    ],
  },
  {
    key: 'product',
    header: C.product,
    text: (r) => `${r.model} (${r.serial})`,
    csv: [
      csv('productLine', (r) => r.productLine),
      csv('model', (r) => r.model),
      csv('serial', (r) => r.serial),
    ],
  },
  {
    key: 'warranty',
    header: C.warranty,
    text: (r) => T.warranty(r.purchasedOn, r.warrantyEndsOn, T.statuses[r.status]),
    csv: [
      csv('purchasedOn', (r) => r.purchasedOn),
      csv('warrantyEndsOn', (r) => r.warrantyEndsOn),
      csv('warrantyStatus', (r) => r.status),
    ],
  },
  customerColumn(C.customer),
  {
    key: 'dealer',
    header: C.dealer,
    text: (r) => r.dealerName ?? '',
    csv: [csv('dealer', (r) => r.dealerName), csv('dealerOutletId', (r) => r.dealerOutletId)],
  },
  // On the page only: the link to the uploaded invoice (the CSV has no use for it).
  {
    key: 'invoice',
    header: C.invoice,
    text: (r) => (r.hasInvoice ? T.openInvoice : T.invoiceErased),
  },
  handledColumn(),
]);
