// `npm start` / `npm run dev` / `npm run build`: provide the database (DATABASE_URL, or an embedded
// PostgreSQL), apply pending migrations, load seed sets the database has not had, then run Next.js
// with DATABASE_URL pointing at it. `npm start` builds first when the build is missing or stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { localAuthSecret } from '@/lib/auth/local-secret';
import { provideDatabase } from '@/lib/db/bootstrap';
import { seed } from '@/lib/db/seed';
import { env } from '@/lib/env';
import { runCommand } from './run-command';

const mode = process.argv[2];
const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

function buildIsStale(): boolean {
  const marker = '.next/BUILD_ID';
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestChange(source) > built);
}

function run(args: string[], databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/next', args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? localAuthSecret(),
        NEXTAUTH_URL: env.SITE_URL,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main(): Promise<number> {
  if (!['start', 'dev', 'build'].includes(mode ?? '')) {
    console.error('Usage: tsx scripts/serve.ts start|dev|build');
    return 2;
  }
  const database = await provideDatabase();
  try {
    await seed(database.url, { onlyNew: true });
    if (mode === 'build' || (mode === 'start' && buildIsStale())) {
      const code = await run(['build'], database.url);
      if (code !== 0 || mode === 'build') return code;
    }
    const port = String(env.PORT);
    return await run(mode === 'dev' ? ['dev', '-p', port] : ['start', '-p', port], database.url);
  } finally {
    await database.stop();
  }
}

runCommand(main);
