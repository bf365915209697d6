import type { Metadata } from 'next';
import { InboxTable, type InboxColumn } from '@/components/staff/inbox-table';
import { RowButton } from '@/components/staff/row-button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listMail, MAIL_STATUSES, type MailRow } from '@/lib/mail/admin';
import { parseInboxFilter } from '@/lib/staff/filters';
import { noticeText } from '@/lib/staff/notice';
import { staffDate } from '@/lib/staff/format';
import { resendOutboxMail } from '../actions';
import { requireStaff } from '@/lib/auth/session';

const T = STAFF_INBOX_TEXT.mail;

export const metadata: Metadata = { title: T.title };

const statusLabel = (s: string) => MAIL_STATUSES.find((m) => m.value === s)?.label ?? s;

const columns: InboxColumn<MailRow>[] = [
  { header: T.columns.queued, cell: (row) => staffDate(row.queuedAt) },
  {
    header: T.columns.mail,
    cell: (row) => (
      <>
        <span className="font-semibold">{row.subject}</span>
        <br />
        {row.to}
        {row.replyTo ? (
          <>
            <br />
            {T.replyTo}: {row.replyTo}
          </>
        ) : null}
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-800 underline">
            {T.showText}
            <span className="sr-only">: {row.subject}</span>
          </summary>
          <p className="mt-1 whitespace-pre-line">{row.text}</p>
        </details>
      </>
    ),
  },
  {
    header: T.columns.status,
    cell: (row) => (
      <>
        <span className="font-semibold">{statusLabel(row.status)}</span>
        <br />
        {row.sentAt ? T.sentAt(staffDate(row.sentAt)) : T.attempts(row.attempts)}
        {row.status !== 'sent' && row.lastError ? (
          <>
            <br />
            <span className="text-red-800">{row.lastError}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    header: STAFF_INBOX_TEXT.action,
    hiddenHeader: true,
    cell: (row) =>
      row.status === 'sent' ? null : (
        <RowButton
          action={resendOutboxMail}
          id={row.id}
          op="resend"
          label={T.sendNow}
          itemName={`${row.subject} to ${row.to}`}
        />
      ),
  },
];

export default async function MailPage({ searchParams }: PageProps<'/staff/mail'>) {
  const staff = await requireStaff('sales');
  const params = await searchParams;
  const filter = parseInboxFilter(params);
  const { rows, total } = await listMail(staff, filter);
  return (
    <InboxTable
      text={T}
      path="/staff/mail"
      status={noticeText(T.outcomes, params.outcome)}
      filter={filter}
      filterOptions={{ statusFilter: false, typeLabel: T.typeLabel, types: MAIL_STATUSES }}
      columns={columns}
      rows={rows}
      total={total}
    />
  );
}
