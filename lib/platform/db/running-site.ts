import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { embeddedUrl, isRunning } from './embedded';

/**
 * A running site (`npm start`, `npm run dev`) holds the embedded database's files, which one
 * process at a time may open (lib/platform/db/embedded.ts), and serves them on a local port. So
 * that the database commands (`db:studio`, `staff:create`, `prune`, `backup`, `mail:retry` ...)
 * work while it runs, it names that port in `<EMBEDDED_DB_DIR>.site.json` (`.data/pg.site.json`),
 * beside the lock file that names its process, and the commands connect there instead of opening
 * the files. A command believes the file only when the process it names is alive, is the one
 * holding the lock, and is not itself, and only ever connects to loopback (127.0.0.1).
 */
export interface RunningSite {
  pid: number;
  /** The embedded database's port, on 127.0.0.1. */
  databasePort: number;
  /** The site's own port (PORT), on 127.0.0.1: for `npm run revalidate`. */
  sitePort: number;
}

export const runningSiteFile = (dataDir: string) => `${path.resolve(dataDir)}.site.json`;

const isPort = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) < 65536;

/**
 * Written by the site once its database listens; removed when it stops (or exits any other
 * way). Returns the function that removes it.
 */
export function announceRunningSite(
  dataDir: string,
  ports: { databasePort: number; sitePort: number },
): () => void {
  const file = runningSiteFile(dataDir);
  const site: RunningSite = { pid: process.pid, ...ports };
  writeFileSync(file, JSON.stringify(site), { mode: 0o600 });
  const remove = () => {
    // Only our own: a later site may have written its file since.
    if (readRunningSiteFile(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', remove);
  return () => {
    process.off('exit', remove);
    remove();
  };
}

function readRunningSiteFile(dataDir: string): RunningSite | null {
  try {
    const parsed = JSON.parse(
      readFileSync(runningSiteFile(dataDir), 'utf8'),
    ) as Partial<RunningSite>;
    const { pid, databasePort, sitePort } = parsed;
    if (!Number.isInteger(pid) || pid! <= 0 || !isPort(databasePort) || !isPort(sitePort)) {
      return null;
    }
    return { pid: pid!, databasePort, sitePort };
  } catch {
    return null;
  }
}

/**
 * The site running on the embedded database in `dataDir`, from its file: null unless the file is
 * well formed and names a live process other than this one that holds the database's lock.
 */
export function findRunningSite(
  dataDir: string,
  alive: (pid: number) => boolean = isRunning,
): RunningSite | null {
  const site = readRunningSiteFile(dataDir);
  if (!site || site.pid === process.pid || !alive(site.pid)) return null;
  let owner: number;
  try {
    owner = Number(readFileSync(`${path.resolve(dataDir)}.lock`, 'utf8'));
  } catch {
    return null;
  }
  return owner === site.pid ? site : null;
}

/** Whether something accepts connections on 127.0.0.1:`port` within `timeoutMs`. */
export function answersOnLoopback(port: number, timeoutMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The running site's database, reachable now: its URL (always 127.0.0.1) and the site. Null when
 * no site runs on `dataDir` (then the caller opens the files itself).
 */
export async function reachRunningSite(
  dataDir: string,
): Promise<{ url: string; site: RunningSite } | null> {
  const site = findRunningSite(dataDir);
  if (!site || !(await answersOnLoopback(site.databasePort))) return null;
  return { url: embeddedUrl(site.databasePort), site };
}
