import type { Metadata } from 'next';
import { HandledButton } from '@/components/staff/handled-button';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { Pagination } from '@/components/staff/pagination';
import { listDealerEnquiries } from '@/lib/enquiries/admin';
import { filterQuery, parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Dealer enquiries' };

const cell = 'p-2 align-top';

export default async function DealerEnquiriesPage({ searchParams }: PageProps<'/staff/dealers'>) {
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listDealerEnquiries(filter);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Dealer enquiries</h1>
      <InboxFilters
        filter={filter}
        exportHref={`/api/staff/dealers/export${filterQuery({ ...filter, page: 1 })}`}
      />
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">Dealer enquiries</caption>
        <thead className="border-b border-slate-300">
          <tr>
            {['Received', 'Name', 'Mobile', 'Location', 'Status'].map((h) => (
              <th key={h} scope="col" className="p-2">
                {h}
              </th>
            ))}
            <th scope="col" className="p-2">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="p-4 text-center">
                No enquiries match.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className={cell}>{staffDate(row.createdAt)}</td>
                <td className={cell}>{row.name}</td>
                <td className={cell}>{row.number}</td>
                <td className={`${cell} whitespace-pre-wrap`}>{row.location}</td>
                <td className={cell}>{row.handledAt ? `Handled by ${row.handledBy}` : 'Open'}</td>
                <td className={cell}>
                  <HandledButton
                    entity="DealerEnquiry"
                    id={row.id}
                    handled={row.handledAt !== null}
                    back="/staff/dealers"
                    label={`${row.name} ${row.number}`}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination path="/staff/dealers" filter={filter} total={total} />
    </>
  );
}
