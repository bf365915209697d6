import { PrismaPg } from '@prisma/adapter-pg';
import { FEATURE_SERVERS } from '@/lib/features/server';
import type { Db } from '@/lib/platform/db/client';
import { PrismaClient } from '@/lib/platform/db/generated/client';
import type { SeedSet } from '@/lib/platform/feature-server';

export type { SeedSet } from '@/lib/platform/feature-server';

/**
 * Every seed set, from the features' server halves (`seeds` in `lib/<feature>/feature.server.ts`),
 * in the features' order. No reference set exists yet: every fixed list, such as the board
 * committees, lives in code.
 */
export const SEED_SETS: readonly SeedSet[] = FEATURE_SERVERS.flatMap(
  (server) => server.seeds ?? [],
);

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
  sets?: readonly SeedSet[];
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
