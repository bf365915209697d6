import { EnvError, parseEnv } from './env';

describe('parseEnv: enquiry settings', () => {
  it('defaults to Google siteverify, a 0.5 score, 5 a minute and 50 a day, no SMTP', () => {
    expect(parseEnv({})).toMatchObject({
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      RECAPTCHA_MIN_SCORE: 0.5,
      RATE_LIMIT_PER_MINUTE: 5,
      RATE_LIMIT_PER_DAY: 50,
      SALES_EMAIL: 'sales@example.com',
    });
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ RECAPTCHA_MIN_SCORE: '1.5' }, 'RECAPTCHA_MIN_SCORE'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ SALES_EMAIL: 'sales' }, 'SALES_EMAIL'],
    [{ MAPS_EMBED_URL: 'javascript:alert(1)' }, 'MAPS_EMBED_URL'],
  ])('names the malformed variable in %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\n  ${name}: `));
  });
});
