import { deletedOnErasure } from '@/lib/platform/privacy/person-table';

/** The person's sessions on their own page, by mobile number; erasing signs them out everywhere. */
export const customerSessionsHooks = deletedOnErasure(
  (tx) => tx.customerSession,
  (_, { id }) => (id.kind === 'phone' ? { mobile: id.value } : { id: { in: [] as string[] } }),
);
