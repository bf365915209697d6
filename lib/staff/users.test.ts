import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { createOrResetStaffUser } from './users';

afterAll(() => db().$disconnect());

const PASSWORD = 'a long enough passphrase';

describe('createOrResetStaffUser', () => {
  it('names a new member after the e-mail address when no name is given', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    expect(await createOrResetStaffUser({ email, password: PASSWORD })).toBe('created');
    const user = await db().staffUser.findUniqueOrThrow({ where: { email } });
    expect(user.name).toBe(email.split('@')[0]);
  });

  it('keeps the name on a password reset without a name, and changes it when one is given', async () => {
    const email = `asha-${randomUUID().slice(0, 8)}@example.com`;
    await createOrResetStaffUser({ email, name: 'Asha Verma', password: PASSWORD });
    const before = await db().staffUser.findUniqueOrThrow({ where: { email } });
    expect(await createOrResetStaffUser({ email, password: `${PASSWORD} 2` })).toBe('reset');
    const after = await db().staffUser.findUniqueOrThrow({ where: { email } });
    expect(after.name).toBe('Asha Verma');
    expect(after.passwordHash).not.toBe(before.passwordHash);
    await createOrResetStaffUser({ email, name: 'Asha V.', password: PASSWORD });
    expect((await db().staffUser.findUniqueOrThrow({ where: { email } })).name).toBe('Asha V.');
  });
});
