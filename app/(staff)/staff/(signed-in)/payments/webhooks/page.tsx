import type { Metadata } from 'next';
import { WEBHOOK_EVENTS_TEXT as T } from '@/content/staff-security';
import { requireStaff } from '@/lib/auth/session';
import { listWebhookEvents } from '@/lib/payments/webhook-events';
import { staffDate } from '@/lib/staff/format';

export const metadata: Metadata = { title: T.title };

export default async function WebhookEventsPage() {
  const staff = await requireStaff('accounts');
  const rows = await listWebhookEvents(staff);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{T.title}</h1>
      <p>{T.lead}</p>
      {rows.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{T.caption}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left">
                {Object.values(T.columns).map((header) => (
                  <th key={header} scope="col" className="p-2">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  <td className="p-2 align-top">
                    {staffDate(row.receivedAt)}
                    {row.eventCreatedAt ? (
                      <>
                        <br />
                        <span className="text-xs">{T.madeAt(staffDate(row.eventCreatedAt))}</span>
                      </>
                    ) : null}
                  </td>
                  <td className="p-2 align-top">{row.event}</td>
                  <td className="p-2 align-top break-all">
                    {row.razorpayOrderId ?? ''}
                    <br />
                    {row.paymentId ?? ''}
                  </td>
                  <td className="p-2 align-top">{T.outcomes[row.outcome] ?? row.outcome}</td>
                  <td className="p-2 align-top">
                    {row.deliveries}
                    {row.deliveries > 1 ? (
                      <>
                        <br />
                        <span className="text-xs">
                          {T.lastDelivery(staffDate(row.lastDeliveryAt))}
                        </span>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
