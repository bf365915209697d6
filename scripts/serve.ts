// `npm start` / `npm run dev` / `npm run build`: provide the database (DATABASE_URL, or an embedded
// PostgreSQL), apply pending migrations, load seed sets the database has not had (sample sets only
// where wanted: lib/seed), then run Next.js
// with DATABASE_URL pointing at it. `npm start` builds first when the build is missing or stale.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { spawn } from 'node:child_process';
import {
  localAuthSecret,
  localRevalidateSecret,
  localStaffSecretKey,
} from '@/lib/platform/auth/local-secret';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { describeSampleChoice, seed, wantsSampleData } from '@/lib/seed';
import { env, isLocalUrl } from '@/lib/platform/env';
import { separateDatabaseClient } from '@/lib/platform/db/client';
import { firstAdminNotice, issueFirstAdminLink } from '@/lib/staff/first-admin';
import { databaseIdentity, dropDataCacheOfOtherDatabase } from './data-cache';
import { buildIsStale, recordBuildSettings } from './stale-build';
import { buildSiteCss, watchSiteCss } from './site-css';
import { builtDeploymentId, newDeploymentId, recordDeploymentId } from './deployment-id';

const mode = process.argv[2];
const NEXT = 'node_modules/.bin/next';

// The whole stop (the site's, then the embedded database's) ends within this; the site's own
// deadline (scripts/next-server.mjs) is shorter.
const STOP_DEADLINE_MS = 10_000;

/** Runs `command` with the database's environment; a signal is passed on, and waited for. */
function run(command: string, args: string[], databaseUrl: string, extraEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...extraEnv,
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? localAuthSecret(),
        STAFF_SECRET_KEY: env.STAFF_SECRET_KEY ?? localStaffSecretKey(),
        // On a developer's machine `npm run revalidate` works without one (it reads the same file).
        ...(env.REVALIDATE_SECRET || !isLocalUrl(env.SITE_URL)
          ? {}
          : { REVALIDATE_SECRET: localRevalidateSecret() }),
        NEXTAUTH_URL: env.SITE_URL,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    let deadline: NodeJS.Timeout | undefined;
    const forward = (signal: NodeJS.Signals) => {
      child.kill(signal);
      deadline ??= setTimeout(() => {
        console.error(`Not stopped ${STOP_DEADLINE_MS} ms after ${signal}: killing the site.`);
        child.kill('SIGKILL');
        process.exit(1);
      }, STOP_DEADLINE_MS - 500);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** While the database has no staff at all: a first-administrator link (lib/staff/first-admin.ts). */
async function printFirstAdminLink(databaseUrl: string) {
  const client = separateDatabaseClient(databaseUrl);
  try {
    const link = await issueFirstAdminLink(client);
    if (link) console.log(firstAdminNotice(link));
  } finally {
    await client.$disconnect();
  }
}

const STALE_BUILD_REFUSED =
  'The build is missing or stale (its sources or settings changed since), and START_WITHOUT_BUILD is true: not building it, since another site may be serving it. Run `npm run build` first.';

async function main(): Promise<number> {
  if (!['start', 'dev', 'build'].includes(mode ?? '')) {
    console.error('Usage: tsx scripts/serve.ts start|dev|build');
    return 2;
  }
  const stale = mode === 'start' && buildIsStale();
  if (stale && env.START_WITHOUT_BUILD) {
    console.error(STALE_BUILD_REFUSED);
    return 1;
  }
  // The site names its embedded database's port for the database commands run meanwhile
  // (lib/platform/db/running-site.ts); a build opens the files itself.
  const database = await provideDatabase(
    console.log,
    mode === 'build' ? { joinRunningSite: false } : { siteOnPort: env.PORT },
  );
  try {
    const samples = wantsSampleData({
      embedded: database.embedded,
      setting: env.SEED_SAMPLE_DATA,
    });
    await seed(database.url, { onlyNew: true, samples });
    console.log(describeSampleChoice(samples, database.embedded));
    // Before a build too: its prerendered investor pages read the data cache.
    const identity = databaseIdentity({ ...database, dir: env.EMBEDDED_DB_DIR });
    if (dropDataCacheOfOtherDatabase(identity)) {
      console.log('Data cache cleared: it held rows of another database.');
    }
    if (mode === 'build' || stale) {
      // One id per build (scripts/deployment-id.ts): next.config.ts reads it as DEPLOYMENT_ID.
      const deploymentId = env.DEPLOYMENT_ID ?? newDeploymentId();
      // The stylesheet the pages inline (scripts/site-css.ts): before the build prerenders them.
      const styles = await buildSiteCss();
      const code = await run(NEXT, ['build'], database.url, {
        DEPLOYMENT_ID: deploymentId,
        NEXT_PUBLIC_SITE_CSS_HREF: styles.href,
      });
      if (code === 0) {
        recordDeploymentId(deploymentId);
        recordBuildSettings();
      }
      if (code !== 0 || mode === 'build') return code;
    }
    if (mode !== 'build') await printFirstAdminLink(database.url);
    const port = String(env.PORT);
    // Behind nginx, bind to loopback (BIND_ADDRESS=127.0.0.1) so nobody reaches Next directly.
    // `next start` (or `next dev`) behind the site's own server: client addresses from the
    // connection and TRUSTED_PROXIES, request ids, the access log and a graceful stop (see it).
    const server = [
      'scripts/next-server.mjs',
      ...(mode === 'dev' ? ['--dev'] : []),
      port,
      ...(env.BIND_ADDRESS ? [env.BIND_ADDRESS] : []),
    ];
    const nodeEnv = mode === 'dev' ? 'development' : 'production';
    let stopWatching = () => {};
    let devStyles = {};
    if (mode === 'dev') {
      devStyles = { NEXT_PUBLIC_SITE_CSS_HREF: (await buildSiteCss('.', { dev: true })).href };
      stopWatching = watchSiteCss();
    }
    // A production server runs under its build's deployment id, whatever DEPLOYMENT_ID says now.
    const deployment = mode === 'dev' ? {} : { DEPLOYMENT_ID: builtDeploymentId() ?? '' };
    try {
      return await run(process.execPath, server, database.url, {
        NODE_ENV: nodeEnv,
        ...deployment,
        ...devStyles,
      });
    } finally {
      stopWatching();
    }
  } finally {
    await database.stop();
  }
}

runCommand(main);
