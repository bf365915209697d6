/** Words of the staff pages about abuse defences: webhook events and CSP reports. */
export const WEBHOOK_EVENTS_TEXT = {
  title: 'Razorpay webhook events',
  link: 'Razorpay webhook events',
  lead: 'Every signed event Razorpay sent, newest first (the last 200), and what the site did with it.',
  caption: 'Webhook events and their outcomes',
  empty: 'No webhook events have been received yet.',
  columns: {
    received: 'Received',
    event: 'Event',
    ids: 'Order and payment',
    outcome: 'Outcome',
    deliveries: 'Deliveries',
  },
  outcomes: {
    paid: 'Order completed',
    failed: 'Payment failure recorded',
    ignored: 'Ignored (not for an order of ours, or not an event we handle)',
    mismatch: 'Refused: amount or currency differs from the order',
    stale: 'Refused: too old',
    applied: 'Applied',
  } as Record<string, string>,
  madeAt: (when: string) => `made ${when}`,
  lastDelivery: (when: string) => `last ${when}`,
} as const;
