import { toCsv } from '@/lib/staff/csv';
import type { SubscriberRow } from './admin';

/** The CSV export's columns: each row's state and when it changed, beside the staff fields. */
export const subscriberCsv = (rows: SubscriberRow[]) =>
  toCsv(
    [
      'email',
      'state',
      'signed_up',
      'confirmed_at',
      'unsubscribed_at',
      'consent_version',
      'handled_at',
      'handled_by',
    ],
    rows.map((r) => [
      r.email,
      r.state,
      r.createdAt,
      r.confirmedAt,
      r.unsubscribedAt,
      r.consentVersion,
      r.handledAt,
      r.handledBy,
    ]),
  );
