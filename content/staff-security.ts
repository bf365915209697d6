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
    future: 'Refused: dated in the future',
    applied: 'Applied',
  } as Record<string, string>,
  madeAt: (when: string) => `made ${when}`,
  lastDelivery: (when: string) => `last ${when}`,
} as const;

export const CSP_REPORTS_TEXT = {
  title: 'Content-Security-Policy reports',
  lead: 'Scripts and other content that browsers refused to load on the payment page and in the back-office, as the browsers reported them (newest first, the last 200). One row per page, rule and blocked source per day; repeats add to the count. A report on the payment page may mean its scripts were tampered with: find out where the blocked source came from, then mark the report reviewed. A repeat opens it again.',
  caption: 'CSP violation reports',
  empty: 'No browser has reported a CSP violation.',
  columns: {
    seen: 'Seen',
    page: 'Page',
    blocked: 'Blocked',
    count: 'Count',
    status: 'Status',
    action: 'Action',
  },
  firstSeen: (when: string) => `first ${when}`,
  lastSeen: (when: string) => `last ${when}`,
  rule: 'Rule',
  source: (file: string, line: number | null) => `from ${file}${line === null ? '' : `:${line}`}`,
  sample: 'Code',
  reportOnly: 'report only',
  unreviewed: 'Not reviewed',
  reviewed: (who: string | null, when: string) => `Reviewed by ${who ?? 'unknown'}, ${when}`,
  markReviewed: 'Mark reviewed',
  itemName: (directive: string, blocked: string, page: string) =>
    `${directive} ${blocked} on ${page}`,
  outcomes: {
    reviewed: 'The report is marked reviewed.',
    missing: 'That report no longer exists.',
  } as Record<string, string>,
  /** The dashboard's warning (admins). */
  warning: (n: number, days: number) =>
    `${n} unreviewed CSP report${n === 1 ? '' : 's'} from the payment page in the last ${days} days: a script there may have been tampered with. See CSP reports.`,
} as const;
