// The outside services of the e2e run, started by playwright.config.ts as a webServer:
// - reCAPTCHA siteverify at http://127.0.0.1:$STANDIN_HTTP_PORT/recaptcha/api/siteverify
// - SMTP at smtp://127.0.0.1:$STANDIN_SMTP_PORT, its received mail readable as JSON at
//   http://127.0.0.1:$STANDIN_HTTP_PORT/mail (so tests in other processes can read it).
// - an SMS gateway (Exotel's API) at http://127.0.0.1:$STANDIN_HTTP_PORT/v1/Accounts/standin,
//   the messages it took at /sms;
// - WhatsApp's Cloud API at http://127.0.0.1:$STANDIN_HTTP_PORT/v21.0, what it took at /whatsapp,
//   its statuses posted to $STANDIN_WHATSAPP_WEBHOOK.
import { createSiteverifyServer } from './siteverify';
import { standInSmsGateway } from './sms-gateway';
import { whatsappCloud } from './whatsapp';
import { startSmtpStandIn } from './smtp';

const httpPort = Number(process.env.STANDIN_HTTP_PORT);
const smtpPort = Number(process.env.STANDIN_SMTP_PORT);
const secret = process.env.STANDIN_RECAPTCHA_SECRET ?? 'e2e-recaptcha-secret';

async function main() {
  const smtp = await startSmtpStandIn(smtpPort);
  const sms = standInSmsGateway();
  const whatsapp = whatsappCloud(process.env.STANDIN_WHATSAPP_WEBHOOK);
  createSiteverifyServer(
    secret,
    (url) => (url === '/mail' ? smtp.messages : undefined),
    (method, url, body, authorization) =>
      sms.handle(method, url, body, authorization) ??
      whatsapp.handle(method, url, body, authorization),
  ).listen(httpPort, '127.0.0.1', () =>
    console.log(`Stand-ins: HTTP on ${httpPort}, SMTP on ${smtpPort}`),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
