import { deletedOnErasure, insensitive } from '@/lib/platform/privacy/person-table';

/**
 * The personal-data tool's hooks for staff sign-in attempts (lib/features/privacy.ts): deleted on
 * erasure. The member's account itself is not the tool's: it is managed under Staff accounts.
 */
export const signInAttemptsHooks = deletedOnErasure(
  (tx) => tx.loginAttempt,
  // An attempt holds the e-mail address typed at /staff/login: a phone number finds none.
  (_tx, { id }) =>
    id.kind === 'email' ? { email: insensitive(id.value) } : { id: { in: [] as string[] } },
);
