import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { allows, type Access } from '@/lib/platform/auth/roles';
import { db } from '@/lib/platform/db/client';
import { STAFF_DASHBOARD_TEXT } from '@/content/staff-dashboard';
import { enquiries } from '@/lib/enquiries/feature';
import { newsletter } from '@/lib/newsletter/feature';
import { payments } from '@/lib/payments/feature';

const LABEL = STAFF_DASHBOARD_TEXT.counted;

/**
 * Tables the dashboard counts, each for the role of the feature that owns it. `where` (fixed SQL, never user
 * input) narrows what counts: only confirmed sign-ups are subscribers (double opt-in).
 */
export const COUNTED = {
  contactEnquiries: {
    table: 'ContactEnquiry',
    label: LABEL.contactEnquiries,
    access: enquiries.role,
  },
  dealerEnquiries: { table: 'DealerEnquiry', label: LABEL.dealerEnquiries, access: enquiries.role },
  subscribers: {
    table: 'Subscriber',
    label: LABEL.subscribers,
    access: newsletter.role,
    where: `"state" = 'confirmed'`,
  },
  payments: { table: 'PaymentOrder', label: LABEL.payments, access: payments.role },
  pageViews: { table: 'ClickLog', label: LABEL.pageViews, access: 'signed-in' },
} as const satisfies Record<
  string,
  { table: string; label: string; access: Access; where?: string }
>;

export type CountedKey = keyof typeof COUNTED;

export interface DailySeries {
  key: CountedKey;
  label: string;
  total: number;
  days: { day: string; count: number }[];
}

// Days are India Standard Time (UTC+5:30) calendar days.
const IST = `interval '330 minutes'`;

/** The counts this member may see on the dashboard. */
export const countedFor = (actor: StaffActor): CountedKey[] =>
  (Object.keys(COUNTED) as CountedKey[]).filter((key) => allows(actor.roles, COUNTED[key].access));

export async function dailySeries(
  actor: StaffActor,
  key: CountedKey,
  days = 30,
): Promise<DailySeries> {
  const counted: { table: string; label: string; access: Access; where?: string } = COUNTED[key];
  const { table, label, access } = counted; // fixed identifiers, never user input
  const where = counted.where ?? 'true';
  authorize(actor, access);
  const rows = await db().$queryRawUnsafe<{ day: string; count: number }[]>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(t."createdAt")::int AS count
       FROM generate_series(
              date_trunc('day', (now() AT TIME ZONE 'UTC') + ${IST}) - make_interval(days => $1::int - 1),
              date_trunc('day', (now() AT TIME ZONE 'UTC') + ${IST}),
              interval '1 day') AS d(day)
       LEFT JOIN (SELECT "createdAt" FROM "${table}" WHERE ${where}) t
              ON date_trunc('day', (t."createdAt" AT TIME ZONE 'UTC') + ${IST}) = d.day
      GROUP BY d.day ORDER BY d.day`,
    days,
  );
  const total = await db().$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`,
  );
  return { key, label, total: total[0]?.n ?? 0, days: rows };
}
