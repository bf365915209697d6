import { randomUUID } from 'node:crypto';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { isLockedOut, MAX_FAILURES, reserveAttempt, settleAttempt } from './lockout';

// Every attempt with no readable address counts in one bucket, so this file has a database of
// its own: other files' attempts without an address would count here, and these would lock
// theirs out.
withOwnDatabase();

const email = () => `staff-${randomUUID()}@example.com`;

it('counts every attempt with no readable address in one shared bucket, on any accounts', async () => {
  for (let i = 0; i < MAX_FAILURES; i++) {
    const reservation = await reserveAttempt({ email: email(), ip: null });
    expect(reservation).not.toBeNull();
    await settleAttempt(reservation!, false);
  }
  expect(await isLockedOut(email(), null)).toBe(true);
  expect(await reserveAttempt({ email: email(), ip: null })).toBeNull();
  expect(await isLockedOut(email(), '192.0.2.1')).toBe(false);
});
