import type { Metadata } from 'next';
import { HandledButton } from '@/components/staff/handled-button';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { Pagination } from '@/components/staff/pagination';
import { listSubscribers } from '@/lib/newsletter/admin';
import { filterQuery, parseInboxFilter } from '@/lib/staff/filters';

export const metadata: Metadata = { title: 'Subscribers' };

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

export default async function SubscribersPage({ searchParams }: PageProps<'/staff/subscribers'>) {
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listSubscribers(filter);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Subscribers</h1>
      <InboxFilters
        filter={filter}
        exportHref={`/api/staff/subscribers/export${filterQuery({ ...filter, page: 1 })}`}
      />
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">Newsletter subscribers</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="p-2">
              E-mail
            </th>
            <th scope="col" className="p-2">
              Signed up
            </th>
            <th scope="col" className="p-2">
              Status
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="p-4 text-center">
                No subscribers match.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className="p-2">{row.email}</td>
                <td className="p-2">{when(row.createdAt)}</td>
                <td className="p-2">{row.handledAt ? `Handled by ${row.handledBy}` : 'Open'}</td>
                <td className="p-2">
                  <HandledButton
                    entity="Subscriber"
                    id={row.id}
                    handled={row.handledAt !== null}
                    back="/staff/subscribers"
                    label={row.email}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination path="/staff/subscribers" filter={filter} total={total} />
    </>
  );
}
