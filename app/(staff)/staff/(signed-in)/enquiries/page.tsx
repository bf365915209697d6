import type { Metadata } from 'next';
import { HandledButton } from '@/components/staff/handled-button';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { Pagination } from '@/components/staff/pagination';
import { listContactEnquiries } from '@/lib/enquiries/admin';
import { ENQUIRY_TYPES } from '@/lib/enquiries/messages';
import { filterQuery, parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Contact enquiries' };

const cell = 'p-2 align-top';

export default async function ContactEnquiriesPage({
  searchParams,
}: PageProps<'/staff/enquiries'>) {
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listContactEnquiries(filter);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Contact enquiries</h1>
      <InboxFilters
        filter={filter}
        types={ENQUIRY_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        exportHref={`/api/staff/enquiries/export${filterQuery({ ...filter, page: 1 })}`}
      />
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">Contact enquiries</caption>
        <thead className="border-b border-slate-300">
          <tr>
            {['Received', 'From', 'Interested in', 'Message', 'Status'].map((h) => (
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
                <td className={cell}>
                  {row.name}
                  <br />
                  <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>
                  <br />
                  <a className="text-brand-700 underline" href={`tel:+91${row.mobile}`}>
                    {row.mobile}
                  </a>
                  <br />
                  {row.city} {row.pincode}
                </td>
                <td className={cell}>{row.types.join(', ')}</td>
                <td className={`${cell} max-w-md whitespace-pre-wrap break-words`}>
                  {row.message}
                </td>
                <td className={cell}>{row.handledAt ? `Handled by ${row.handledBy}` : 'Open'}</td>
                <td className={cell}>
                  <HandledButton
                    entity="ContactEnquiry"
                    id={row.id}
                    handled={row.handledAt !== null}
                    back="/staff/enquiries"
                    label={`${row.name} ${row.email}`}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination path="/staff/enquiries" filter={filter} total={total} />
    </>
  );
}
