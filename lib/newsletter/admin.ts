import { STAFF_INBOX_TEXT } from '@/content/staff';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { db } from '@/lib/db/client';
import type { SubscriberState } from '@/lib/db/generated/client';
import { setHandled } from '@/lib/staff/handled';
import { after, batchesOf, EXPORT_BATCH_SIZE, NEWEST_FIRST } from '@/lib/staff/export';
import { createdAtRange, handledWhere, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';

/** The states of a sign-up, for the inbox's filter (`?type=`); only `confirmed` are subscribers. */
export const SUBSCRIBER_STATES = (['pending', 'confirmed', 'unsubscribed'] as const).map(
  (value) => ({ value, label: STAFF_INBOX_TEXT.subscribers.states[value] }),
) satisfies { value: SubscriberState; label: string }[];

const isState = (value: string | undefined): value is SubscriberState =>
  SUBSCRIBER_STATES.some((s) => s.value === value);

export interface SubscriberRow {
  id: string;
  email: string;
  state: SubscriberState;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  consentVersion: string | null;
  handledAt: string | null;
  handledBy: string | null;
}

function where(filter: InboxFilter) {
  return {
    ...(filter.q ? { email: { contains: filter.q.toLowerCase() } } : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
    ...(isState(filter.type) ? { state: filter.type } : {}),
    ...handledWhere(filter.status),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toRow = (s: {
  id: string;
  email: string;
  state: SubscriberState;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  consentVersion: string | null;
  handledAt: Date | null;
  handledBy: string | null;
}): SubscriberRow => ({
  id: s.id,
  email: s.email,
  state: s.state,
  createdAt: s.createdAt.toISOString(),
  confirmedAt: iso(s.confirmedAt),
  unsubscribedAt: iso(s.unsubscribedAt),
  consentVersion: s.consentVersion,
  handledAt: iso(s.handledAt),
  handledBy: s.handledBy,
});

export async function listSubscribers(actor: StaffActor, filter: InboxFilter) {
  authorize(actor, 'sales');
  const [rows, total] = await Promise.all([
    db().subscriber.findMany({
      where: where(filter),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db().subscriber.count({ where: where(filter) }),
  ]);
  return { rows: rows.map(toRow), total };
}

/** Every sign-up the filter matches, in batches, for the CSV export (no cap). */
export async function allSubscribers(
  actor: StaffActor,
  filter: InboxFilter,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<AsyncIterable<SubscriberRow[]>> {
  authorize(actor, 'sales');
  const matching = where(filter);
  return batchesOf(
    (end, take) =>
      db().subscriber.findMany({
        where: { AND: [matching, after(end)] },
        orderBy: NEWEST_FIRST,
        take,
      }),
    toRow,
    batchSize,
  );
}

/** Marks a sign-up handled (or open again), recording who did it in the audit log. */
export const setSubscriberHandled = (actor: StaffActor, id: string, handled: boolean) =>
  setHandled(actor, 'Subscriber', id, handled);
