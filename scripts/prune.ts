// `npm run prune`: deletes personal records past their retention period (lib/privacy/retention.ts),
// one step per kind, and prints what each step deleted. Payments and receipts are never pruned.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { pruneClickLogs } from '@/lib/analytics/click-log';
import { provideDatabase } from '@/lib/db/bootstrap';
import { connectDatabase } from '@/lib/db/client';
import {
  pruneContactEnquiries,
  pruneDealerEnquiries,
  pruneLoginAttempts,
  pruneOutboxMail,
  retentionDays,
} from '@/lib/privacy/retention';

const days = retentionDays();

/** What is deleted, after how many days, by which function. */
const STEPS: { what: string; days: number; prune: (days: number) => Promise<number> }[] = [
  { what: 'page-view logs', days: days.pageViews, prune: pruneClickLogs },
  { what: 'contact enquiries', days: days.contactEnquiries, prune: pruneContactEnquiries },
  { what: 'dealer enquiries', days: days.dealerEnquiries, prune: pruneDealerEnquiries },
  { what: 'outgoing e-mails', days: days.mail, prune: pruneOutboxMail },
  { what: 'staff sign-in attempts', days: days.loginAttempts, prune: pruneLoginAttempts },
];

async function main(): Promise<number> {
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    for (const step of STEPS) {
      const count = await step.prune(step.days);
      console.log(`Deleted ${count} ${step.what} older than ${step.days} days.`);
    }
    return 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

runCommand(main);
