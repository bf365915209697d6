import type { PersonIdentifier } from '@/lib/platform/privacy/identifier';
import {
  byDate,
  deletedOnErasure,
  insensitive,
  plain,
  type PersonQuery,
  type PersonTableHooks,
  type Tx,
} from '@/lib/platform/privacy/person-table';

/**
 * The personal-data tool's hooks for the enquiries (lib/features/privacy.ts): both are deleted
 * on erasure, nothing of them is kept; their threads (replies and internal notes,
 * EnquiryMessage) go with them (ON DELETE CASCADE) and are found with them.
 */

/**
 * An enquiry's thread as the person's record shows it: what was written and when. Who wrote it
 * (a member's name and e-mail) is the staff's, not the person's.
 */
const thread = {
  orderBy: [{ at: 'asc' as const }, { id: 'asc' as const }],
  select: { id: true, kind: true, text: true, at: true },
};

/** The rows with their threads, and without the member they are assigned to (staff's). */
const withThreads = (rows: { messages: object[]; assignedToId: string | null }[]) =>
  rows.map(({ messages, assignedToId: _staff, ...row }) => ({
    ...plain(row),
    thread: messages.map(plain),
  }));

const contactWhere = ({ id }: PersonQuery) =>
  id.kind === 'email' ? { email: insensitive(id.value) } : { mobile: id.value };

export const contactEnquiriesHooks: PersonTableHooks = {
  ...deletedOnErasure(
    (tx) => tx.contactEnquiry,
    (_tx, person) => contactWhere(person),
  ),
  async find(tx, person) {
    return withThreads(
      await tx.contactEnquiry.findMany({
        where: contactWhere(person),
        include: { messages: thread },
        ...byDate,
      }),
    );
  },
};

/** Dealer numbers are free text (`+91 98765-43210`): compared by their last ten digits. */
async function dealersByPhone(tx: Tx, id: PersonIdentifier) {
  // A dealer enquiry holds no e-mail address.
  if (id.kind === 'email') return [];
  return tx.$queryRaw<{ id: string; number: string }[]>`
    SELECT id::text, number FROM "DealerEnquiry"
    WHERE right(regexp_replace(number, '\\D', '', 'g'), 10) = ${id.value}`;
}

const dealerWhere = async (tx: Tx, { id }: PersonQuery) => ({
  id: { in: (await dealersByPhone(tx, id)).map((d) => d.id) },
});

export const dealerEnquiriesHooks: PersonTableHooks = {
  ...deletedOnErasure((tx) => tx.dealerEnquiry, dealerWhere),
  async find(tx, person) {
    return withThreads(
      await tx.dealerEnquiry.findMany({
        where: await dealerWhere(tx, person),
        include: { messages: thread },
        ...byDate,
      }),
    );
  },
  // The dealer's mail (lib/outbox/privacy.ts) quotes the number as it was typed.
  async spellings(tx, id) {
    return (await dealersByPhone(tx, id)).map((d) => d.number);
  },
};
