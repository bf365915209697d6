import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ContactCell } from '@/components/inbox/contact-cell';
import { InboxTable, type PageCells } from '@/components/inbox/inbox-table';
import { PRODUCT_LINE_INFO, PRODUCT_LINES } from '@/content/products/lines';
import { STAFF_SERVICE_TEXT as T } from '@/content/service';
import { requireStaff } from '@/lib/platform/auth/session';
import {
  listServiceCentres,
  listServiceRequests,
  SERVICE_AGES,
  SERVICE_STATUS_FILTER,
} from '@/lib/service/admin';
import { SERVICE_REQUEST_COLUMNS } from '@/lib/service/columns';
import { openInbox } from '@/lib/platform/inbox/page';
import { serviceRequests } from '@/lib/service/feature';

export const metadata: Metadata = { title: T.title };

const link = 'text-brand-700 underline';

const cells: PageCells<typeof SERVICE_REQUEST_COLUMNS> = {
  ticket: {
    cell: (row) => (
      <Link className={link} href={`/staff/service-requests/${row.id}`}>
        {row.ticket}
      </Link>
    ),
  },
  customer: {
    cell: (row) => (
      <ContactCell name={row.name} email={row.email} mobile={row.mobile} place={row.pincode} />
    ),
  },
  // Past a promised deadline: a badge with words, not only a colour.
  status: {
    cell: (row) => (
      <>
        {row.statusLabel}
        {row.overdue ? (
          <>
            {' '}
            <span className="inline-block rounded border border-red-800 px-1 text-xs font-semibold text-red-800">
              {T.overdue}
            </span>
          </>
        ) : null}
      </>
    ),
  },
  centre: {
    cell: (row) => row.centre ?? <span className="font-semibold text-red-800">{T.unassigned}</span>,
  },
};

const LINES = PRODUCT_LINES.map((value) => ({ value, label: PRODUCT_LINE_INFO[value].name }));
const AGES = SERVICE_AGES.map((age) => ({ value: age.value, label: T.ages[age.value] }));

export default async function ServiceRequestsPage({
  searchParams,
}: PageProps<'/staff/service-requests'>) {
  const inbox = await openInbox(serviceRequests.role, searchParams, listServiceRequests);
  const centres = await listServiceCentres(await requireStaff(serviceRequests.role));
  return (
    <InboxTable
      text={T}
      path="/staff/service-requests"
      exportPath="/api/staff/service-requests/export"
      filterOptions={{
        statusFilter: false,
        typeLabel: T.statusLabel,
        types: SERVICE_STATUS_FILTER,
        selects: [
          { name: 'line', label: T.lineLabel, options: LINES },
          {
            name: 'centre',
            label: T.centreLabel,
            options: [{ value: 'unassigned', label: T.unassignedOption }, ...centres],
          },
          { name: 'age', label: T.ageLabel, options: AGES },
          {
            name: 'state',
            label: T.overdueLabel,
            options: [{ value: 'overdue', label: T.overdueOption }],
          },
        ],
      }}
      columns={SERVICE_REQUEST_COLUMNS}
      cells={cells}
      {...inbox}
    />
  );
}
