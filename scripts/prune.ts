// `npm run prune`: deletes personal records past their retention period (lib/privacy/retention.ts),
// one step per kind, and prints what each step deleted (stored invoices and photos too). Payments
// and receipts are never pruned.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { pruneClickLogs } from '@/lib/analytics/click-log';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { connectDatabase } from '@/lib/platform/db/client';
import { pruneUnconfirmedSubscribers } from '@/lib/newsletter/subscribe';
import {
  pruneContactEnquiries,
  pruneDealerEnquiries,
  pruneLoginAttempts,
  pruneOutboxMail,
  pruneServiceRequests,
  pruneWarrantyRegistrations,
  retentionDays,
} from '@/lib/privacy/retention';

const days = retentionDays();

/** What is deleted, how many days after its making (or after `after`), by which function. */
const STEPS: {
  what: string;
  days: number;
  after?: string;
  prune: (days: number) => Promise<number>;
}[] = [
  { what: 'page-view logs', days: days.pageViews, prune: pruneClickLogs },
  { what: 'contact enquiries', days: days.contactEnquiries, prune: pruneContactEnquiries },
  { what: 'dealer enquiries', days: days.dealerEnquiries, prune: pruneDealerEnquiries },
  { what: 'outgoing e-mails', days: days.mail, prune: pruneOutboxMail },
  { what: 'staff sign-in attempts', days: days.loginAttempts, prune: pruneLoginAttempts },
  {
    what: 'newsletter sign-ups never confirmed',
    days: days.unconfirmedSignUps,
    prune: pruneUnconfirmedSubscribers,
  },
  {
    what: 'warranty registrations (with their invoices)',
    days: days.warrantyRegistrations,
    after: 'the warranty ended',
    prune: (d) => pruneWarrantyRegistrations(d),
  },
  {
    what: 'service requests (with their photos and history)',
    days: days.serviceRequests,
    after: 'closing',
    prune: (d) => pruneServiceRequests(d),
  },
];

async function main(): Promise<number> {
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    for (const step of STEPS) {
      const count = await step.prune(step.days);
      console.log(
        step.after
          ? `Deleted ${count} ${step.what} more than ${step.days} days after ${step.after}.`
          : `Deleted ${count} ${step.what} older than ${step.days} days.`,
      );
    }
    return 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

runCommand(main);
