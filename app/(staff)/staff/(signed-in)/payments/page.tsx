import type { Metadata } from 'next';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { Pagination } from '@/components/staff/pagination';
import { RecheckButton } from '@/components/staff/recheck-button';
import { listPayments, PAYMENT_STATUSES } from '@/lib/payments/admin';
import { filterQuery, parseInboxFilter } from '@/lib/staff/filters';
import { staffDate } from '@/lib/staff/format';

export const metadata: Metadata = { title: 'Payments' };

const cell = 'p-2 align-top';
const statusLabel = (s: string) => PAYMENT_STATUSES.find((p) => p.value === s)?.label ?? s;

export default async function PaymentsPage({ searchParams }: PageProps<'/staff/payments'>) {
  const filter = parseInboxFilter(await searchParams);
  const { rows, total } = await listPayments(filter);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Payments</h1>
      <p className="text-sm text-muted">
        Orders not paid yet may have been paid with Razorpay without our hearing of it (closed
        browser, lost webhook): re-check them.
      </p>
      <InboxFilters
        filter={filter}
        statusFilter={false}
        typeLabel="Status"
        types={PAYMENT_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        exportHref={`/api/staff/payments/export${filterQuery({ ...filter, page: 1 })}`}
      />
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">Payment orders</caption>
        <thead className="border-b border-slate-300">
          <tr>
            {['Created', 'Customer', 'Purpose', 'Amount', 'Status', 'Receipt'].map((h) => (
              <th key={h} scope="col" className="p-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="p-4 text-center">
                No payments match.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className={cell}>{staffDate(row.createdAt)}</td>
                <td className={cell}>
                  {row.name}
                  <br />
                  {row.email}
                  <br />
                  {row.phone}
                </td>
                <td className={cell}>{row.purpose}</td>
                <td className={cell}>{row.amount}</td>
                <td className={cell}>
                  {statusLabel(row.status)}
                  <br />
                  <span className="text-xs text-muted">{row.razorpayOrderId}</span>
                </td>
                <td className={cell}>
                  {row.receiptUrl ? (
                    <a href={row.receiptUrl} className="text-brand-700 underline">
                      {row.receiptNumber}
                      <span className="sr-only"> (PDF)</span>
                    </a>
                  ) : (
                    <RecheckButton orderId={row.id} label={row.razorpayOrderId} />
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination path="/staff/payments" filter={filter} total={total} />
    </>
  );
}
