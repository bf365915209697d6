import {
  byDate,
  insensitive,
  plain,
  type PersonQuery,
  type PersonTableHooks,
} from '@/lib/privacy/person-table';

// A subscriber is an e-mail address only: a phone number finds none.
const where = ({ id }: PersonQuery) =>
  id.kind === 'email' ? { email: insensitive(id.value) } : { id: { in: [] as string[] } };

/** The personal-data tool's hooks for subscriptions (lib/features/privacy.ts): deleted on erasure. */
export const subscribersHooks: PersonTableHooks = {
  async find(tx, person) {
    return (await tx.subscriber.findMany({ where: where(person), ...byDate })).map(plain);
  },
  async erase(tx, person) {
    return { deleted: (await tx.subscriber.deleteMany({ where: where(person) })).count };
  },
};
