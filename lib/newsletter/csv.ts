import type { CsvColumn } from '@/lib/staff/csv';
import type { SubscriberRow } from './admin';

/** The CSV export's columns: each row's state and when it changed, beside the staff fields. */
export const SUBSCRIBER_CSV: CsvColumn<SubscriberRow>[] = [
  { header: 'email', value: (r) => r.email },
  { header: 'state', value: (r) => r.state },
  { header: 'signed_up', value: (r) => r.createdAt },
  { header: 'confirmed_at', value: (r) => r.confirmedAt },
  { header: 'unsubscribed_at', value: (r) => r.unsubscribedAt },
  { header: 'consent_version', value: (r) => r.consentVersion },
  { header: 'handled_at', value: (r) => r.handledAt },
  { header: 'handled_by', value: (r) => r.handledBy },
];
