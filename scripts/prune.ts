// `npm run prune`: deletes page-view logs older than CLICKLOG_RETENTION_DAYS (default 180), and
// newsletter sign-ups never confirmed within NEWSLETTER_PENDING_RETENTION_DAYS (default 30).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { pruneClickLogs } from '@/lib/analytics/click-log';
import { provideDatabase } from '@/lib/db/bootstrap';
import { connectDatabase } from '@/lib/db/client';
import { env } from '@/lib/env';
import { pruneUnconfirmedSubscribers } from '@/lib/newsletter/subscribe';

/** Retention of newsletter sign-ups nobody confirmed (double opt-in). */
async function pruneNewsletterSignUps() {
  const days = env.NEWSLETTER_PENDING_RETENTION_DAYS;
  const count = await pruneUnconfirmedSubscribers(days);
  console.log(`Deleted ${count} newsletter sign-ups not confirmed within ${days} days.`);
}

async function main(): Promise<number> {
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    const count = await pruneClickLogs(env.CLICKLOG_RETENTION_DAYS);
    console.log(`Deleted ${count} page-view logs older than ${env.CLICKLOG_RETENTION_DAYS} days.`);
    await pruneNewsletterSignUps();
    return 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

runCommand(main);
