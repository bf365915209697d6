import { STAFF_INBOX_TEXT } from '@/content/staff';
import type { StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import type { Prisma, SubscriberList, SubscriberState } from '@/lib/platform/db/generated/client';
import { setHandled } from '@/lib/features/handled';
import {
  defineInbox,
  handledFields,
  inboxWhere,
  isoOrNull,
  type HandledFields,
} from '@/lib/platform/inbox/inbox';
import { newsletter as feature } from './feature';

/** The states of a sign-up, for the inbox's filter (`?type=`); only `confirmed` are subscribers. */
export const SUBSCRIBER_STATES = (['pending', 'confirmed', 'unsubscribed'] as const).map(
  (value) => ({ value, label: STAFF_INBOX_TEXT.subscribers.states[value] }),
) satisfies { value: SubscriberState; label: string }[];

export interface SubscriberRow extends HandledFields {
  id: string;
  /** Which mailing list: the newsletter or the investor alerts. */
  list: SubscriberList;
  email: string;
  state: SubscriberState;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  consentVersion: string | null;
}

const subscribers = defineInbox({
  access: feature.role,
  where: (filter): Prisma.SubscriberWhereInput =>
    inboxWhere(filter, {
      search: ['email'],
      type: { values: SUBSCRIBER_STATES, where: (state) => ({ state }) },
      handled: true,
    }),
  find: (query) => db().subscriber.findMany(query),
  count: (where) => db().subscriber.count({ where }),
  row: (s): SubscriberRow => ({
    id: s.id,
    list: s.list,
    email: s.email,
    state: s.state,
    createdAt: s.createdAt.toISOString(),
    confirmedAt: isoOrNull(s.confirmedAt),
    unsubscribedAt: isoOrNull(s.unsubscribedAt),
    consentVersion: s.consentVersion,
    ...handledFields(s),
  }),
});

/** One page of sign-ups and how many match (sales). */
export const listSubscribers = subscribers.list;
/** Every sign-up the filter matches, in batches, for the CSV export (no cap). */
export const allSubscribers = subscribers.all;

/** Marks a sign-up handled (or open again), recording who did it in the audit log. */
export const setSubscriberHandled = (actor: StaffActor, id: string, handled: boolean) =>
  setHandled(actor, 'Subscriber', id, handled);
