import { randomBytes } from 'node:crypto';
import { defineMarkers, NO_MARKERS } from './kit';

/**
 * No rows: the boundary spec makes its own members (e2e/support/staff-boundary.ts staffMember).
 * Its set-password page is tried with a link token no member holds.
 */
export const staffAccounts = defineMarkers({
  ...NO_MARKERS,
  segments: () => ({ token: [randomBytes(32).toString('base64url')] }),
});
