// `npm run prune`: deletes personal records past their retention period, one step per kind its
// feature declares (lib/features/retention.ts), and prints what each step deleted (stored
// invoices and photos too). Payments and receipts are never pruned.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { PRUNE_TEXT } from '@/content/retention';
import { pruneSteps } from '@/lib/features/retention';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { connectDatabase } from '@/lib/platform/db/client';

async function main(): Promise<number> {
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    for (const step of pruneSteps()) {
      console.log(PRUNE_TEXT.deleted(await step.prune(step.days), step));
    }
    return 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

runCommand(main);
