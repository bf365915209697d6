import type { PersonIdentifier } from '@/lib/platform/privacy/identifier';
import {
  deletedOnErasure,
  insensitive,
  type PersonTableHooks,
  type Tx,
} from '@/lib/platform/privacy/person-table';

/**
 * The personal-data tool's hooks for the enquiries (lib/features/privacy.ts): both are deleted
 * on erasure, nothing of them is kept.
 */

export const contactEnquiriesHooks = deletedOnErasure(
  (tx) => tx.contactEnquiry,
  (_tx, { id }) => (id.kind === 'email' ? { email: insensitive(id.value) } : { mobile: id.value }),
);

/** Dealer numbers are free text (`+91 98765-43210`): compared by their last ten digits. */
async function dealersByPhone(tx: Tx, id: PersonIdentifier) {
  // A dealer enquiry holds no e-mail address.
  if (id.kind === 'email') return [];
  return tx.$queryRaw<{ id: string; number: string }[]>`
    SELECT id::text, number FROM "DealerEnquiry"
    WHERE right(regexp_replace(number, '\\D', '', 'g'), 10) = ${id.value}`;
}

export const dealerEnquiriesHooks: PersonTableHooks = {
  ...deletedOnErasure(
    (tx) => tx.dealerEnquiry,
    async (tx, { id }) => ({ id: { in: (await dealersByPhone(tx, id)).map((d) => d.id) } }),
  ),
  // The dealer's mail (lib/outbox/privacy.ts) quotes the number as it was typed.
  async spellings(tx, id) {
    return (await dealersByPhone(tx, id)).map((d) => d.number);
  },
};
