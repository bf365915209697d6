import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import { payments as feature } from './feature';

export interface WebhookEventRow {
  id: string;
  receivedAt: string;
  lastDeliveryAt: string;
  eventCreatedAt: string | null;
  event: string;
  outcome: string;
  razorpayOrderId: string | null;
  paymentId: string | null;
  razorpayEventId: string | null;
  deliveries: number;
}

export const WEBHOOK_EVENTS_SHOWN = 200;

/** The latest signed Razorpay webhook events and what became of each: staff only. */
export async function listWebhookEvents(actor: StaffActor): Promise<WebhookEventRow[]> {
  authorize(actor, feature.role);
  const rows = await db().paymentWebhookEvent.findMany({
    orderBy: [{ receivedAt: 'desc' }, { id: 'asc' }],
    take: WEBHOOK_EVENTS_SHOWN,
  });
  return rows.map((r) => ({
    id: r.id,
    receivedAt: r.receivedAt.toISOString(),
    lastDeliveryAt: r.lastDeliveryAt.toISOString(),
    eventCreatedAt: r.eventCreatedAt?.toISOString() ?? null,
    event: r.event,
    outcome: r.outcome,
    razorpayOrderId: r.razorpayOrderId,
    paymentId: r.paymentId,
    razorpayEventId: r.razorpayEventId,
    deliveries: r.deliveries,
  }));
}
