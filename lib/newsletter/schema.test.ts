import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import { subscribeFormSchema, subscribeSchema } from './schema';

describe('subscribeSchema', () => {
  it.each([
    ['', SUBSCRIBE_MESSAGES.empty],
    ['   ', SUBSCRIBE_MESSAGES.empty],
    ['plainaddress', SUBSCRIBE_MESSAGES.invalid],
    ['a@b', SUBSCRIBE_MESSAGES.invalid],
    ['a b@c.de', SUBSCRIBE_MESSAGES.invalid],
    [`${'x'.repeat(250)}@c.de`, SUBSCRIBE_MESSAGES.invalid],
  ])('refuses %j with "%s"', (email, message) => {
    const result = subscribeSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a missing or non-text e-mail', () => {
    expect(subscribeSchema.safeParse({}).error?.issues[0]?.message).toBe(SUBSCRIBE_MESSAGES.empty);
    expect(subscribeSchema.safeParse({ email: 42 }).success).toBe(false);
  });

  it('trims and lower-cases a valid address', () => {
    expect(subscribeSchema.parse({ email: '  Asha.K@Example.COM ' })).toEqual({
      email: 'asha.k@example.com',
    });
  });
});

describe('subscribeFormSchema (the footer, before sending)', () => {
  it('refuses only an empty address; the server judges the rest (spec §4)', () => {
    for (const email of ['', '   ', undefined]) {
      expect(subscribeFormSchema.safeParse({ email }).error?.issues[0]?.message).toBe(
        SUBSCRIBE_MESSAGES.empty,
      );
    }
    expect(subscribeFormSchema.parse({ email: ' someone@nowhere ' })).toEqual({
      email: 'someone@nowhere',
    });
  });
});
