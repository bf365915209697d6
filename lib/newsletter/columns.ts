import { STAFF_INBOX_TEXT } from '@/content/staff';
import { csv, dateColumn, handledColumn, inboxColumns } from '@/lib/platform/inbox/columns';
import { staffDate } from '@/lib/platform/inbox/format';
import type { SubscriberRow } from './admin';

const T = STAFF_INBOX_TEXT.subscribers;

/** A sign-up's state, and when it was confirmed or withdrawn. */
function stateText(row: SubscriberRow): string {
  const when = { pending: null, confirmed: row.confirmedAt, unsubscribed: row.unsubscribedAt }[
    row.state
  ];
  return when ? `${T.states[row.state]} ${staffDate(when)}` : T.states[row.state];
}

/** The subscribers inbox's columns: each row's state and when it changed, beside the staff fields. */
export const SUBSCRIBER_COLUMNS = inboxColumns<SubscriberRow>()([
  { key: 'email', header: T.columns.email, csv: [csv('email', (r) => r.email)] },
  {
    key: 'list',
    header: T.columns.list,
    text: (r) => T.lists[r.list], // in the CSV after the consent columns
  },
  { key: 'state', header: T.columns.state, text: stateText, csv: [csv('state', (r) => r.state)] },
  dateColumn('signedUp', T.columns.signedUp, 'signedUp', (r) => r.createdAt),
  {
    key: 'consent', // the CSV only: the page's state column says when
    csv: [
      csv('confirmedAt', (r) => r.confirmedAt),
      csv('unsubscribedAt', (r) => r.unsubscribedAt),
      csv('consentVersion', (r) => r.consentVersion),
      csv('list', (r) => r.list),
    ],
  },
  handledColumn(),
]);
