import { PAYMENT_MESSAGES, PAYMENT_PURPOSES } from '@/content/payment';
import {
  amountToPaise,
  createOrderSchema,
  headlineOf,
  payerSchema,
  paymentFormSchema,
} from './schema';

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

// The wizard's steps check with these schemas in the browser (no validators of their own).
describe('the wizard steps', () => {
  const payer = { name: 'Asha', email: 'asha@example.com', phone: '9876543210' };
  const stepOneMessage = (input: Record<string, unknown>) =>
    headlineOf(payerSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);

  it.each([
    [{ name: '', email: 'asha@example', phone: '' }, PAYMENT_MESSAGES.fillAll],
    [{ name: ' \t ' }, PAYMENT_MESSAGES.fillAll],
    [{ name: 'Asha\u0007' }, PAYMENT_MESSAGES.nameCharacters],
    [{ email: 'meera@example', phone: '98123' }, PAYMENT_MESSAGES.invalidEmail],
    [{ phone: '98123' }, PAYMENT_MESSAGES.invalidPhone],
    [{ phone: ' 9876543210 ' }, undefined],
  ])('step 1 shows one message for %j: %s', (change, message) => {
    expect(stepOneMessage({ ...payer, ...change })).toBe(message);
  });

  it.each([
    ['', PAYMENT_MESSAGES.invalidAmount],
    ['0', PAYMENT_MESSAGES.invalidAmount],
    ['12.345', PAYMENT_MESSAGES.invalidAmount],
    ['ten', PAYMENT_MESSAGES.invalidAmount],
  ])('step 2 refuses the amount %j', (amount, message) => {
    const form = { ...payer, purpose: PAYMENT_PURPOSES[0], amount };
    expect(paymentFormSchema.safeParse(form).error?.issues[0]?.message).toBe(message);
  });

  it('step 2 sends the amount as the rupee text typed (the server checks the bounds)', () => {
    const form = { ...payer, purpose: PAYMENT_PURPOSES[0], amount: ' 9,00,000.5 ' };
    expect(paymentFormSchema.parse(form).amount).toBe('9,00,000.5');
    expect(amountToPaise('150000')).toBe(15_000_000);
    expect(amountToPaise('0')).toBeNull();
  });
});
