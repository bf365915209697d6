import { authorize, type StaffActor } from '@/lib/auth/access';
import { db } from '@/lib/db/client';
import { setHandled } from '@/lib/staff/handled';
import { createdAtRange, handledWhere, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';

export interface SubscriberRow {
  id: string;
  email: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
}

function where(filter: InboxFilter) {
  return {
    ...(filter.q ? { email: { contains: filter.q.toLowerCase() } } : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
    ...handledWhere(filter.status),
  };
}

const toRow = (s: {
  id: string;
  email: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}): SubscriberRow => ({
  id: s.id,
  email: s.email,
  createdAt: s.createdAt.toISOString(),
  handledAt: s.handledAt?.toISOString() ?? null,
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

export async function allSubscribers(
  actor: StaffActor,
  filter: InboxFilter,
): Promise<SubscriberRow[]> {
  authorize(actor, 'sales');
  const rows = await db().subscriber.findMany({
    where: where(filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 50_000,
  });
  return rows.map(toRow);
}

/** Marks a sign-up handled (or open again), recording who did it in the audit log. */
export const setSubscriberHandled = (actor: StaffActor, id: string, handled: boolean) =>
  setHandled(actor, 'Subscriber', id, handled);
