import { standInSettings, TRY_RECAPTCHA_SECRET } from './stand-in-settings';

const standIns = {
  smtpUrl: 'smtp://127.0.0.1:4001',
  httpUrl: 'http://127.0.0.1:4002',
  razorpayUrl: 'http://127.0.0.1:4003',
};

describe('standInSettings (npm run start:try)', () => {
  it('points mail and Razorpay at the stand-ins, and leaves reCAPTCHA off without a site key', () => {
    expect(standInSettings(standIns, undefined)).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:4001',
      RAZORPAY_KEY_ID: 'rzp_test_StandIn0001',
      RAZORPAY_KEY_SECRET: 'stand_in_key_secret_not_a_real_one',
      RAZORPAY_WEBHOOK_SECRET: 'stand_in_webhook_secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:4003',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4003/v1/checkout.js',
    });
  });

  it('verifies reCAPTCHA tokens with the stand-in when a site key is given', () => {
    expect(standInSettings(standIns, 'some-site-key')).toMatchObject({
      RECAPTCHA_SECRET_KEY: TRY_RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4002/recaptcha/api/siteverify',
    });
  });
});
