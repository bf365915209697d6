import type { Metadata } from 'next';
import { InboxTable, type ActionColumn, type PageCells } from '@/components/inbox/inbox-table';
import { RowButton } from '@/components/inbox/row-button';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { listMail, MAIL_STATUSES, type MailRow } from '@/lib/outbox/admin';
import { MAIL_ACCESS } from '@/lib/features';
import { MAIL_COLUMNS, mailStatusText } from '@/lib/outbox/columns';
import { noticeText } from '@/lib/platform/inbox/notice';
import { staffDate } from '@/lib/platform/inbox/format';
import { resendOutboxMail } from './actions';
import { openInbox } from '@/lib/platform/inbox/page';
import { forbidden } from 'next/navigation';

const T = STAFF_INBOX_TEXT.mail;

export const metadata: Metadata = { title: T.title };

const cells: PageCells<typeof MAIL_COLUMNS> = {
  mail: {
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
  status: {
    cell: (row) => (
      <>
        <span className="font-semibold">{mailStatusText(row)}</span>
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
};

const actions: ActionColumn<MailRow>[] = [
  {
    header: STAFF_INBOX_TEXT.action,
    cell: (row) =>
      row.status === 'sent' ? null : (
        <RowButton
          action={resendOutboxMail}
          id={row.id}
          op="resend"
          label={T.sendNow}
          itemName={T.mailName(row.subject, row.to)}
        />
      ),
  },
];

export default async function MailPage({ searchParams }: PageProps<'/staff/mail'>) {
  const inbox = await openInbox(MAIL_ACCESS, searchParams, listMail);
  const { outcome } = await searchParams;
  // A resend refused for a form posted without script (./actions.ts): the 403 page.
  if (outcome === 'refused') forbidden();
  return (
    <InboxTable
      text={T}
      path="/staff/mail"
      status={noticeText(T.outcomes, outcome)}
      filterOptions={{ statusFilter: false, typeLabel: T.typeLabel, types: MAIL_STATUSES }}
      columns={MAIL_COLUMNS}
      cells={cells}
      actions={actions}
      {...inbox}
    />
  );
}
