// `npm run mail:retry`: sends every queued enquiry mail that is due, once, and reports. The
// running site does this itself every 30 s (instrumentation.ts); this is for cron jobs or a
// manual push after fixing SMTP. It needs DATABASE_URL: the embedded database's files are open
// in the running site's process.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { env } from '@/lib/platform/env';
import { deliverPendingMail } from '@/lib/platform/mail';
import { db } from '@/lib/platform/db/client';

async function main(): Promise<number> {
  if (!env.DATABASE_URL) {
    console.error(
      'mail:retry needs DATABASE_URL (with the embedded database, the site retries mail itself).',
    );
    return 1;
  }
  if (!env.SMTP_URL) {
    console.error('SMTP_URL is not set: queued mail stays queued.');
    return 1;
  }
  let total = { sent: 0, failed: 0 };
  for (;;) {
    const report = await deliverPendingMail({ limit: 50 });
    total = { sent: total.sent + report.sent, failed: total.failed + report.failed };
    if (report.sent + report.failed < 50) break;
  }
  console.log(`Mail sent: ${total.sent}; failed and rescheduled: ${total.failed}`);
  await db().$disconnect();
  return total.failed > 0 ? 1 : 0;
}

runCommand(main);
