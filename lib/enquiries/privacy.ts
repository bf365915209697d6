import type { PersonIdentifier } from '@/lib/privacy/identifier';
import {
  byDate,
  insensitive,
  plain,
  type PersonQuery,
  type PersonTableHooks,
  type Tx,
} from '@/lib/privacy/person-table';

/**
 * The personal-data tool's hooks for the enquiries (lib/features/privacy.ts): both are deleted
 * on erasure, nothing of them is kept.
 */

const contactWhere = ({ id }: PersonQuery) =>
  id.kind === 'email' ? { email: insensitive(id.value) } : { mobile: id.value };

export const contactEnquiriesHooks: PersonTableHooks = {
  async find(tx, person) {
    return (await tx.contactEnquiry.findMany({ where: contactWhere(person), ...byDate })).map(
      plain,
    );
  },
  async erase(tx, person) {
    return { deleted: (await tx.contactEnquiry.deleteMany({ where: contactWhere(person) })).count };
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
  async find(tx, person) {
    const where = await dealerWhere(tx, person);
    return (await tx.dealerEnquiry.findMany({ where, ...byDate })).map(plain);
  },
  async erase(tx, person) {
    const where = await dealerWhere(tx, person);
    return { deleted: (await tx.dealerEnquiry.deleteMany({ where })).count };
  },
  // The dealer's mail (lib/outbox/privacy.ts) quotes the number as it was typed.
  async spellings(tx, id) {
    return (await dealersByPhone(tx, id)).map((d) => d.number);
  },
};
