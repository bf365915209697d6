import { db } from '@/lib/db/client';

/** Tables the dashboard counts; later features add theirs here. */
export const COUNTED = {
  contactEnquiries: { table: 'ContactEnquiry', label: 'Contact enquiries' },
  dealerEnquiries: { table: 'DealerEnquiry', label: 'Dealer enquiries' },
  subscribers: { table: 'Subscriber', label: 'Subscribers' },
  payments: { table: 'PaymentOrder', label: 'Payment orders' },
  pageViews: { table: 'ClickLog', label: 'Page views' },
} as const;

export type CountedKey = keyof typeof COUNTED;

export interface DailySeries {
  key: CountedKey;
  label: string;
  total: number;
  days: { day: string; count: number }[];
}

// Days are India Standard Time (UTC+5:30) calendar days.
const IST = `interval '330 minutes'`;

export async function dailySeries(key: CountedKey, days = 30): Promise<DailySeries> {
  const { table, label } = COUNTED[key]; // a fixed identifier, never user input
  const rows = await db().$queryRawUnsafe<{ day: string; count: number }[]>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(t."createdAt")::int AS count
       FROM generate_series(
              date_trunc('day', (now() AT TIME ZONE 'UTC') + ${IST}) - make_interval(days => $1::int - 1),
              date_trunc('day', (now() AT TIME ZONE 'UTC') + ${IST}),
              interval '1 day') AS d(day)
       LEFT JOIN "${table}" t ON date_trunc('day', (t."createdAt" AT TIME ZONE 'UTC') + ${IST}) = d.day
      GROUP BY d.day ORDER BY d.day`,
    days,
  );
  const total = await db().$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "${table}"`,
  );
  return { key, label, total: total[0]?.n ?? 0, days: rows };
}
