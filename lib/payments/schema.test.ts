import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import { createOrderSchema } from './schema';

const schema = createOrderSchema(500_000);
const valid = {
  name: ' Asha Kumar ',
  email: 'Asha@Example.com',
  phone: '9876543210',
  purpose: PAYMENT_PURPOSES[0],
  amount: '1500.50',
};
const messageFor = (input: Record<string, unknown>) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('createOrderSchema', () => {
  it('gives trimmed details and the amount in paise', () => {
    expect(schema.parse(valid)).toEqual({
      name: 'Asha Kumar',
      email: 'asha@example.com',
      phone: '9876543210',
      purpose: PAYMENT_PURPOSES[0],
      amountPaise: 150_050,
    });
  });

  it.each([
    [{ name: '' }, PAYMENT_MESSAGES.fillAll],
    [{ name: 'Asha\u0000' }, PAYMENT_MESSAGES.nameCharacters],
    [{ name: 'Asha\nKumar' }, PAYMENT_MESSAGES.nameCharacters],
    [{ email: undefined }, PAYMENT_MESSAGES.fillAll],
    [{ email: 'asha@example' }, PAYMENT_MESSAGES.invalidEmail],
    [{ phone: '98765' }, PAYMENT_MESSAGES.invalidPhone],
    [{ phone: '98765432101' }, PAYMENT_MESSAGES.invalidPhone],
    [{ purpose: 'Anything' }, PAYMENT_MESSAGES.invalidPurpose],
    [{ amount: '' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '0' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '10.999' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: 'ten' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '0.50' }, PAYMENT_MESSAGES.amountRange('₹5,00,000.00')],
    [{ amount: 500_000.01 }, PAYMENT_MESSAGES.amountRange('₹5,00,000.00')],
  ])('refuses %j with "%s"', (change, message) => {
    expect(messageFor({ ...valid, ...change })).toBe(message);
  });

  it('accepts the maximum exactly', () => {
    expect(schema.parse({ ...valid, amount: 500_000 }).amountPaise).toBe(50_000_000);
  });
});
