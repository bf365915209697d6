/** Test keys shared by the stand-in, the app server under test and the tests. Not secrets. */
export const STAND_IN_KEYS = {
  keyId: 'rzp_test_StandIn0001',
  keySecret: 'stand_in_key_secret_not_a_real_one',
  webhookSecret: 'stand_in_webhook_secret',
} as const;
