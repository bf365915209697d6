import {
  byDate,
  insensitive,
  plain,
  type PersonQuery,
  type PersonTableHooks,
} from '@/lib/privacy/person-table';

// An attempt holds the e-mail address typed at /staff/login: a phone number finds none.
const where = ({ id }: PersonQuery) =>
  id.kind === 'email' ? { email: insensitive(id.value) } : { id: { in: [] as string[] } };

/**
 * The personal-data tool's hooks for staff sign-in attempts (lib/features/privacy.ts): deleted on
 * erasure. The member's account itself is not the tool's: it is managed under Staff accounts.
 */
export const signInAttemptsHooks: PersonTableHooks = {
  async find(tx, person) {
    return (await tx.loginAttempt.findMany({ where: where(person), ...byDate })).map(plain);
  },
  async erase(tx, person) {
    return { deleted: (await tx.loginAttempt.deleteMany({ where: where(person) })).count };
  },
};
