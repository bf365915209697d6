import { createHmac } from 'node:crypto';
import { checkoutSignatureValid, signatureMatches, webhookSignatureValid } from './signature';

const SECRET = 'test_key_secret';
const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

describe('checkoutSignatureValid', () => {
  const good = sign(SECRET, 'order_ABC|pay_XYZ');

  it('accepts HMAC(order id | payment id), in either letter case', () => {
    expect(checkoutSignatureValid(SECRET, 'order_ABC', 'pay_XYZ', good)).toBe(true);
    expect(checkoutSignatureValid(SECRET, 'order_ABC', 'pay_XYZ', good.toUpperCase())).toBe(true);
  });

  it.each([
    ['the ids reversed', sign(SECRET, 'pay_XYZ|order_ABC')],
    ['another order', sign(SECRET, 'order_OTHER|pay_XYZ')],
    ['another secret', sign('other_secret', 'order_ABC|pay_XYZ')],
    ['a truncated signature', good.slice(0, 63)],
    ['non-hex text of the right length', 'z'.repeat(64)],
    ['nothing', undefined],
    ['a number', 42],
  ])('refuses %s', (_, signature) => {
    expect(checkoutSignatureValid(SECRET, 'order_ABC', 'pay_XYZ', signature)).toBe(false);
  });
});

describe('webhookSignatureValid', () => {
  const body = '{"event":"payment.captured","payload":{}}';
  it('accepts HMAC of the raw body and nothing else', () => {
    expect(webhookSignatureValid('whsec', body, sign('whsec', body))).toBe(true);
    expect(webhookSignatureValid('whsec', `${body} `, sign('whsec', body))).toBe(false);
    expect(webhookSignatureValid('whsec', body, sign(SECRET, body))).toBe(false);
    expect(webhookSignatureValid('whsec', body, null)).toBe(false);
  });
});

it('signatureMatches refuses different lengths without throwing', () => {
  expect(signatureMatches('ab'.repeat(32), 'ab'.repeat(31))).toBe(false);
});
