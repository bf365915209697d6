import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client';
import type { Db } from '../client';
import { seedInvestors } from './investors';
import { seedSubscribers } from './subscribers';

/**
 * Seed sets, each idempotent (upserts keyed on natural keys). `npm start` loads every set a
 * database has not had yet; `npm run db:seed` loads them all again. Add a set by appending here.
 */
const SEED_SETS: { name: string; run: (db: Db) => Promise<void> }[] = [
  { name: 'subscribers', run: seedSubscribers },
  { name: 'investors', run: seedInvestors },
];

export async function seed(
  connectionString: string,
  { onlyNew = false, log = console.log }: { onlyNew?: boolean; log?: (line: string) => void } = {},
): Promise<string[]> {
  const db: Db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const done = new Set(
      onlyNew ? (await db.seedRun.findMany({ select: { name: true } })).map((r) => r.name) : [],
    );
    const ran: string[] = [];
    for (const set of SEED_SETS) {
      if (done.has(set.name)) continue;
      await set.run(db);
      await db.seedRun.upsert({
        where: { name: set.name },
        create: { name: set.name },
        update: { ranAt: new Date() },
      });
      log(`Seeded ${set.name}`);
      ran.push(set.name);
    }
    return ran;
  } finally {
    await db.$disconnect();
  }
}
