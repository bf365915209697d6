import type { Metadata } from 'next';
import { ContactCell } from '@/components/inbox/contact-cell';
import { InboxTable, type PageCells } from '@/components/inbox/inbox-table';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { openInbox } from '@/lib/platform/inbox/page';
import { Link } from '@/components/ui/link';
import {
  listWarrantyRegistrations,
  WARRANTY_LINE_FILTER,
  WARRANTY_STATE_FILTER,
} from '@/lib/warranty/admin';
import { WARRANTY_COLUMNS } from '@/lib/warranty/columns';
import { markHandled } from './actions';
import { warranty } from '@/lib/warranty/feature';

const T = STAFF_INBOX_TEXT.warranty;
const link = 'text-brand-700 underline';

export const metadata: Metadata = { title: T.title };

const cells: PageCells<typeof WARRANTY_COLUMNS> = {
  number: {
    cell: (row) => (
      <Link className={link} href={`/staff/warranty/${row.id}`}>
        {row.number}
      </Link>
    ),
  },
  verification: {
    cell: (row) =>
      row.verification === 'pending' ? (
        <span className="font-semibold text-red-800">{T.verificationStates.pending}</span>
      ) : (
        T.verificationStates[row.verification]
      ),
  },
  product: {
    cell: (row) => (
      <>
        {row.model}
        <br />
        {row.productLine}
        <br />
        {row.serial}
      </>
    ),
  },
  customer: {
    cell: (row) => (
      <ContactCell name={row.name} email={row.email} mobile={row.mobile} place={row.pincode} />
    ),
  },
  dealer: {
    cell: (row) =>
      row.dealerOutletId ? (
        <a className={link} href={`/staff/outlets/${row.dealerOutletId}`}>
          {row.dealerName}
          <span className="sr-only">{T.dealerOutlet}</span>
        </a>
      ) : (
        row.dealerName
      ),
  },
  invoice: {
    cell: (row) =>
      row.hasInvoice ? (
        <a className={link} href={`/api/staff/warranty/${row.id}/invoice`}>
          {T.openInvoice}
          <span className="sr-only">{T.invoiceOf(row.number)}</span>
        </a>
      ) : (
        T.invoiceErased
      ),
  },
};

export default async function WarrantyRegistrationsPage({
  searchParams,
}: PageProps<'/staff/warranty'>) {
  const inbox = await openInbox(warranty.role, searchParams, listWarrantyRegistrations);
  return (
    <InboxTable
      text={T}
      path="/staff/warranty"
      exportPath="/api/staff/warranty/export"
      filterOptions={{
        typeLabel: T.typeLabel,
        types: WARRANTY_LINE_FILTER,
        selects: [{ name: 'state', label: T.stateLabel, options: WARRANTY_STATE_FILTER }],
      }}
      columns={WARRANTY_COLUMNS}
      cells={cells}
      handled={{
        action: markHandled,
        label: (row) => `${row.number} ${row.serial}`,
      }}
      {...inbox}
    />
  );
}
