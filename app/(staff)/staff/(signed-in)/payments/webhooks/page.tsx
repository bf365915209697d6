import type { Metadata } from 'next';
import { ListPage } from '@/components/inbox/list-table';
import { WEBHOOK_EVENTS_TEXT as T } from '@/content/staff-security';
import { requireStaff } from '@/lib/platform/auth/session';
import { listWebhookEvents } from '@/lib/payments/webhook-events';
import { staffDate } from '@/lib/platform/inbox/format';
import { payments } from '@/lib/payments/feature';

export const metadata: Metadata = { title: T.title };

export default async function WebhookEventsPage() {
  const staff = await requireStaff(payments.role);
  const rows = await listWebhookEvents(staff);
  return (
    <ListPage
      text={T}
      rows={rows}
      cells={(row) => [
        <>
          {staffDate(row.receivedAt)}
          {row.eventCreatedAt ? (
            <>
              <br />
              <span className="text-xs">{T.madeAt(staffDate(row.eventCreatedAt))}</span>
            </>
          ) : null}
        </>,
        row.event,
        <span key="ids" className="break-all">
          {row.razorpayOrderId ?? ''}
          <br />
          {row.paymentId ?? ''}
        </span>,
        T.outcomes[row.outcome] ?? row.outcome,
        <>
          {row.deliveries}
          {row.deliveries > 1 ? (
            <>
              <br />
              <span className="text-xs">{T.lastDelivery(staffDate(row.lastDeliveryAt))}</span>
            </>
          ) : null}
        </>,
      ]}
    />
  );
}
