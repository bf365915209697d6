// `npm run mail:retry`: sends every queued enquiry mail that is due, once, and reports. The
// running site does this itself every 30 s (instrumentation.ts); this is for cron jobs or a
// manual push after fixing SMTP. On the embedded database it goes through the running site when
// one runs (lib/platform/db/running-site.ts).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { env } from '@/lib/platform/env';
import { deliverPendingMail } from '@/lib/platform/mail';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { connectDatabase } from '@/lib/platform/db/client';

async function main(): Promise<number> {
  if (!env.SMTP_URL) {
    console.error('SMTP_URL is not set: queued mail stays queued.');
    return 1;
  }
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    let total = { sent: 0, failed: 0 };
    for (;;) {
      const report = await deliverPendingMail({ limit: 50 });
      total = { sent: total.sent + report.sent, failed: total.failed + report.failed };
      if (report.sent + report.failed < 50) break;
    }
    console.log(`Mail sent: ${total.sent}; failed and rescheduled: ${total.failed}`);
    return total.failed > 0 ? 1 : 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

runCommand(main);
