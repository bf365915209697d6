import { deletedOnErasure, insensitive } from '@/lib/platform/privacy/person-table';

/** The personal-data tool's hooks for subscriptions (lib/features/privacy.ts): deleted on erasure. */
export const subscribersHooks = deletedOnErasure(
  (tx) => tx.subscriber,
  // A subscriber is an e-mail address only: a phone number finds none.
  (_tx, { id }) =>
    id.kind === 'email' ? { email: insensitive(id.value) } : { id: { in: [] as string[] } },
);
