import { STAND_IN_TEMPLATE_IDS } from '@/e2e/stand-ins/sms-gateway';
import { standInSettings, TRY_RECAPTCHA_SECRET, TRY_RECAPTCHA_SITE_KEY } from './stand-in-settings';

const standIns = {
  smtpUrl: 'smtp://127.0.0.1:4001',
  httpUrl: 'http://127.0.0.1:4002',
  razorpayUrl: 'http://127.0.0.1:4003',
};

describe('standInSettings (npm run start:try)', () => {
  it('points mail, Razorpay, reCAPTCHA (script and siteverify), SMS and WhatsApp at the stand-ins', () => {
    expect(standInSettings(standIns, undefined)).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:4001',
      RAZORPAY_KEY_ID: 'rzp_test_StandIn0001',
      RAZORPAY_KEY_SECRET: 'stand_in_key_secret_not_a_real_one',
      RAZORPAY_WEBHOOK_SECRET: 'stand_in_webhook_secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:4003',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4003/v1/checkout.js',
      RECAPTCHA_SITE_KEY: TRY_RECAPTCHA_SITE_KEY,
      RECAPTCHA_SECRET_KEY: TRY_RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4002/recaptcha/api/siteverify',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4002/recaptcha/api.js',
      RECAPTCHA_HOSTNAMES: 'localhost,127.0.0.1',
      SMS_API_URL: 'http://127.0.0.1:4002/v1/Accounts/standin',
      SMS_API_KEY: 'stand-in-sms-key',
      SMS_API_TOKEN: 'stand-in-sms-token',
      SMS_SENDER: 'SMPLEN',
      SMS_DLT_ENTITY_ID: '1101234567890123456',
      SMS_DLT_TEMPLATE_IDS: JSON.stringify(STAND_IN_TEMPLATE_IDS),
      WHATSAPP_API_URL: 'http://127.0.0.1:4002/v21.0',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
      WHATSAPP_TOKEN: 'stand-in-whatsapp-token',
      WHATSAPP_APP_SECRET: 'stand-in-whatsapp-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'stand-in-whatsapp-verify-token',
    });
  });

  it("keeps the developer's reCAPTCHA site key (the build's), verified by the stand-in", () => {
    expect(standInSettings(standIns, 'some-site-key')).toMatchObject({
      RECAPTCHA_SITE_KEY: 'some-site-key',
      RECAPTCHA_SECRET_KEY: TRY_RECAPTCHA_SECRET,
    });
  });

  it("accepts tokens made on the site's own hostname and on this machine's names", () => {
    expect(standInSettings(standIns, undefined, 'try.example.test').RECAPTCHA_HOSTNAMES).toBe(
      'try.example.test,localhost,127.0.0.1',
    );
  });
});
