import { STAFF_INBOX_TEXT } from '@/content/staff';
import { staffDate } from '@/lib/platform/inbox/format';
import { inboxColumns } from '@/lib/platform/inbox/columns';
import { MAIL_STATUSES, type MailRow } from './admin';

const T = STAFF_INBOX_TEXT.mail;

/** A mail's status in words. */
export const mailStatusText = (r: MailRow) =>
  MAIL_STATUSES.find((s) => s.value === r.status)?.label ?? r.status;

/** The outbox's columns (no CSV export: the page draws the mail and status cells itself). */
export const MAIL_COLUMNS = inboxColumns<MailRow>()([
  { key: 'queued', header: T.columns.queued, text: (r) => staffDate(r.queuedAt) },
  { key: 'mail', header: T.columns.mail, text: (r) => `${r.subject} ${r.to}` },
  {
    key: 'status',
    header: T.columns.status,
    text: mailStatusText,
  },
]);
