import type { Metadata } from 'next';
import { InboxTable, type PageCells } from '@/components/inbox/inbox-table';
import { RecheckButton } from '@/components/payments/recheck-button';
import { Link } from '@/components/ui/link';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { WEBHOOK_EVENTS_TEXT } from '@/content/staff-security';
import { listPayments, PAYMENT_STATUSES } from '@/lib/payments/admin';
import { PAYMENT_COLUMNS } from '@/lib/payments/columns';
import { openInbox } from '@/lib/platform/inbox/page';
import { recheckPayment } from './actions';
import { payments } from '@/lib/payments/feature';

const T = STAFF_INBOX_TEXT.payments;

export const metadata: Metadata = { title: T.title };

const cells: PageCells<typeof PAYMENT_COLUMNS> = {
  customer: {
    cell: (row) => (
      <>
        {row.name}
        <br />
        {row.email}
        <br />
        {row.phone}
      </>
    ),
  },
  status: {
    cell: (row) => (
      <>
        {T.statuses[row.status]}
        <br />
        <span className="text-xs text-muted">{row.razorpayOrderId}</span>
      </>
    ),
  },
  receipt: {
    cell: (row) =>
      row.receiptUrl ? (
        <a href={row.receiptUrl} className="text-brand-700 underline">
          {row.receiptNumber}
          <span className="sr-only">{T.pdf}</span>
        </a>
      ) : (
        <RecheckButton orderId={row.id} label={row.razorpayOrderId} recheck={recheckPayment} />
      ),
  },
};

export default async function PaymentsPage({ searchParams }: PageProps<'/staff/payments'>) {
  const inbox = await openInbox(payments.role, searchParams, listPayments);
  return (
    <>
      <p className="mb-4">
        <Link href="/staff/payments/webhooks" className="text-brand-700 underline">
          {WEBHOOK_EVENTS_TEXT.link}
        </Link>
      </p>
      <InboxTable
        text={T}
        path="/staff/payments"
        exportPath="/api/staff/payments/export"
        filterOptions={{ statusFilter: false, typeLabel: T.typeLabel, types: PAYMENT_STATUSES }}
        columns={PAYMENT_COLUMNS}
        cells={cells}
        {...inbox}
      />
    </>
  );
}
