import { dealerSchema } from './dealer-schema';
import { DEALER_MESSAGES as M } from '@/content/dealers';

const valid = { name: 'Ravi Traders', number: '+91 98765-43210', location: 'Ludhiana, Punjab' };

const errorsOf = (input: unknown) => {
  const result = dealerSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('dealerSchema', () => {
  it('accepts a dealer with a formatted phone number', () => {
    expect(dealerSchema.parse({ ...valid, name: ' Ravi Traders ' })).toEqual(valid);
  });

  it('requires all three fields', () => {
    expect(errorsOf({})).toEqual({ name: M.name, number: M.number, location: M.location });
  });

  it.each([
    ['number', '12345', M.number],
    ['number', '1234567890123456', M.number],
    ['number', '98765abc10', M.number],
    ['number', '++919876543210', M.number],
    ['number', '9 8 7 6 5 4 3 2 1 0 1 2', M.number],
    ['name', 'x'.repeat(101), M.nameTooLong],
    ['location', 'x'.repeat(501), M.locationTooLong],
    ['location', '   ', M.location],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each(['9876543210', '+61 2 9876 5432', '0172-2345678', '+919876543210123'])(
    'accepts the phone number %j',
    (number) => {
      expect(dealerSchema.safeParse({ ...valid, number }).success).toBe(true);
    },
  );
});

it('refuses a NUL byte, which PostgreSQL cannot store', () => {
  expect(dealerSchema.safeParse({ ...valid, name: 'a\u0000b' }).error?.issues[0]?.message).toBe(
    M.controlChars,
  );
});
