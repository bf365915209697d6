// Runs the Razorpay stand-in for the browser tests (a webServer entry in playwright.config.ts).
import { STAND_IN_KEYS } from './keys';
import { startRazorpayStandIn } from './server';

const port = Number(process.env.RAZORPAY_STAND_IN_PORT);
if (!port) throw new Error('RAZORPAY_STAND_IN_PORT is not set');
const webhookUrl = process.env.RAZORPAY_STAND_IN_WEBHOOK_URL;
const standIn = await startRazorpayStandIn({
  ...STAND_IN_KEYS,
  port,
  webhook: webhookUrl ? { url: webhookUrl, secret: STAND_IN_KEYS.webhookSecret } : undefined,
});
console.log(`Razorpay stand-in at ${standIn.url}`);
process.on('SIGTERM', () => standIn.stop().then(() => process.exit(0)));
process.on('SIGINT', () => standIn.stop().then(() => process.exit(0)));
