import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { listMigrations } from '@/lib/platform/db/migration-files';
import { storage, type FileStorage } from '@/lib/platform/storage';

/**
 * What a load balancer asks before sending traffic here (GET /api/ready): the database answers,
 * every migration on disk is applied, and the file storage takes a write. Each check has its own
 * deadline, so a hung database makes the answer "unavailable", not a hung probe.
 */
export type CheckResult = 'ok' | 'unreachable' | 'pending' | 'not writable' | 'unknown';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

const CHECK_TIMEOUT_MS = 3_000;

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function appliedMigrations(): Promise<Set<string>> {
  const rows = await db().$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations"
    WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`;
  return new Set(rows.map((r) => r.migration_name));
}

async function checkDatabase(): Promise<{ database: CheckResult; migrations: CheckResult }> {
  let applied: Set<string>;
  try {
    applied = await withDeadline(appliedMigrations());
  } catch {
    return { database: 'unreachable', migrations: 'unknown' };
  }
  const pending = listMigrations().some((name) => !applied.has(name));
  return { database: 'ok', migrations: pending ? 'pending' : 'ok' };
}

async function checkStorage(store: FileStorage): Promise<CheckResult> {
  // A key of its own per probe: probes run concurrently (several load balancers, one process).
  const key = `ops/ready-probe-${randomUUID()}.txt`;
  try {
    await withDeadline(store.put(key, new TextEncoder().encode('ready')));
    await withDeadline(store.remove(key));
    return 'ok';
  } catch {
    return 'not writable';
  }
}

export async function readiness(store: FileStorage = storage()): Promise<Readiness> {
  const [database, storageResult] = await Promise.all([checkDatabase(), checkStorage(store)]);
  const checks = { ...database, storage: storageResult };
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
