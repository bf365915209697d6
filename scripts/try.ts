// `npm run start:try`: `npm start` with the local stand-ins the browser tests use (e2e/stand-ins/)
// in place of the outside services, so that a newcomer can try every flow end to end on their
// machine: Razorpay (orders, checkout.js and its webhooks: online payment works, with test
// cards that never charge anyone), an SMTP server that keeps every mail (readable at the inbox
// address it prints), an SMS gateway that keeps every text (the forms' codes), and reCAPTCHA (the browser's script and siteverify: the forms are
// captcha-checked as on a real site). Never for a real site.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { spawn } from 'node:child_process';
import { env } from '@/lib/platform/env';
import { STAND_IN_KEYS } from '@/e2e/stand-ins/razorpay/keys';
import { standInSettings, TRY_RECAPTCHA_SECRET, TRY_STANDIN_PORT } from './stand-in-settings';
import { startRazorpayStandIn } from '@/e2e/stand-ins/razorpay/server';
import { createSiteverifyServer } from '@/e2e/stand-ins/siteverify';
import { startSmtpStandIn } from '@/e2e/stand-ins/smtp';
import { standInSmsGateway } from '@/e2e/stand-ins/sms-gateway';
import { whatsappCloud } from '@/e2e/stand-ins/whatsapp';
import { SERVE_ARGS } from './launcher';

async function main(): Promise<number> {
  const smtp = await startSmtpStandIn(0);
  const sms = standInSmsGateway();
  const whatsapp = whatsappCloud(`http://127.0.0.1:${env.PORT}/api/whatsapp/webhook`);
  const http = createSiteverifyServer(
    TRY_RECAPTCHA_SECRET,
    (url) => (url === '/mail' ? smtp.messages : undefined),
    (method, url, body, authorization) =>
      sms.handle(method, url, body, authorization) ??
      whatsapp.handle(method, url, body, authorization),
  );
  const httpPort = Number(process.env.TRY_STANDIN_PORT || TRY_STANDIN_PORT);
  const listening = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    http.once('error', resolve);
    http.listen(httpPort, '127.0.0.1', () => resolve(null));
  });
  if (listening) {
    await smtp.close();
    if (listening.code !== 'EADDRINUSE') throw listening;
    console.error(
      `Port ${httpPort}, the stand-ins' HTTP server's, is in use: stop what uses it, or pick another with TRY_STANDIN_PORT.`,
    );
    return 1;
  }
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const siteOrigin = `http://127.0.0.1:${env.PORT}`;
  const razorpay = await startRazorpayStandIn({
    keyId: STAND_IN_KEYS.keyId,
    keySecret: STAND_IN_KEYS.keySecret,
    webhook: { url: `${siteOrigin}/api/payment/webhook`, secret: STAND_IN_KEYS.webhookSecret },
  });
  console.log(
    [
      'Trying the site with local stand-ins (never for a real site):',
      `  Razorpay stand-in at ${razorpay.url}: online payment works, nobody is charged`,
      `  Stand-in mail inbox: ${httpUrl}/mail (every mail the site sends, as JSON)`,
      `  Stand-in SMS gateway: ${httpUrl}/sms (every text message, the forms' codes among them, as JSON)`,
      `  Stand-in WhatsApp: ${httpUrl}/whatsapp (every WhatsApp message, as JSON)`,
      `  reCAPTCHA stand-in at ${httpUrl}: its script makes the forms' tokens and it verifies them`,
    ].join('\n'),
  );
  const settings = standInSettings(
    { smtpUrl: smtp.url, httpUrl, razorpayUrl: razorpay.url },
    env.RECAPTCHA_SITE_KEY,
    new URL(env.SITE_URL).hostname,
  );
  const child = spawn(process.execPath, [...SERVE_ARGS, 'start'], {
    stdio: 'inherit',
    env: { ...process.env, ...settings },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  await Promise.all([smtp.close(), razorpay.stop(), new Promise((resolve) => http.close(resolve))]);
  return code;
}

runCommand(main);
