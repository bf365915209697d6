import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../platform/db/generated/client';
import type { Db } from '../platform/db/client';
import { seedDisclosures, seedInvestors } from './investors';
import { seedOutlets } from './outlets';
import { seedSubscribers } from './subscribers';

/**
 * Seed sets, each idempotent (upserts keyed on natural keys). A `reference` set holds data the
 * site needs to work and goes into every database; a `sample` set holds placeholders (directors,
 * filings, subscribers) that make a newcomer's site look complete and must never reach a real
 * site's database unless asked for (see `wantsSampleData`). Add a set by appending here.
 * (No reference set exists yet: every fixed list, such as the board committees, lives in code.)
 */
export interface SeedSet {
  name: string;
  kind: 'reference' | 'sample';
  run: (db: Db) => Promise<void>;
}

export const SEED_SETS: SeedSet[] = [
  { name: 'subscribers', kind: 'sample', run: seedSubscribers },
  { name: 'investors', kind: 'sample', run: seedInvestors },
  { name: 'disclosures', kind: 'sample', run: seedDisclosures },
  { name: 'outlets', kind: 'sample', run: seedOutlets },
];

/**
 * Whether sample data goes in: always with `--sample` (`npm run db:seed -- --sample`), otherwise
 * SEED_SAMPLE_DATA when set, otherwise only into the embedded database (a newcomer's
 * `npm install && npm start` shows a full site; a PostgreSQL server gets reference data only).
 */
export function wantsSampleData(options: {
  embedded: boolean;
  setting?: boolean;
  flag?: boolean;
}): boolean {
  if (options.flag) return true;
  return options.setting ?? options.embedded;
}

export interface SeedOptions {
  /** Skip the sets this database has had already (`npm start`); otherwise run them again. */
  onlyNew?: boolean;
  /** Load the sample sets too. */
  samples?: boolean;
  sets?: SeedSet[];
  log?: (line: string) => void;
}

export async function seed(
  connectionString: string,
  { onlyNew = false, samples = false, sets = SEED_SETS, log = console.log }: SeedOptions = {},
): Promise<string[]> {
  const db: Db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const done = new Set(
      onlyNew ? (await db.seedRun.findMany({ select: { name: true } })).map((r) => r.name) : [],
    );
    const ran: string[] = [];
    for (const set of sets) {
      if (done.has(set.name) || (set.kind === 'sample' && !samples)) continue;
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

/** One line for start-up and `db:seed` saying whether sample data was loaded, and how to change that. */
export function describeSampleChoice(samples: boolean, embedded: boolean): string {
  if (samples) {
    return embedded
      ? 'Sample data: loaded into the embedded database (SEED_SAMPLE_DATA=false leaves it out).'
      : 'Sample data: loaded (asked for by SEED_SAMPLE_DATA=true or --sample).';
  }
  return 'Sample data: not loaded (reference data only); `npm run db:seed -- --sample` adds it.';
}
