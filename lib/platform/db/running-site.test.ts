import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './embedded';
import {
  announceRunningSite,
  findRunningSite,
  reachRunningSite,
  runningSiteFile,
} from './running-site';

const SITE_PID = process.ppid; // a live process that is not this one
const statMode = (file: string) => statSync(file).mode & 0o777;
const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'running-site-')), 'pg');

function siteHolding(dataDir: string, file: object, lockPid = SITE_PID) {
  writeFileSync(`${dataDir}.lock`, String(lockPid));
  writeFileSync(runningSiteFile(dataDir), JSON.stringify(file));
}

describe('findRunningSite', () => {
  const site = { pid: SITE_PID, databasePort: 54321, sitePort: 3000 };

  it('finds the live site that holds the lock', () => {
    const dir = folder();
    siteHolding(dir, site);
    expect(findRunningSite(dir)).toEqual(site);
  });

  it('believes no file whose process has ended, holds no lock, or is this process', () => {
    const dir = folder();
    expect(findRunningSite(dir)).toBeNull(); // no file
    siteHolding(dir, site);
    expect(findRunningSite(dir, () => false)).toBeNull(); // ended (killed, crashed)
    siteHolding(dir, site, SITE_PID + 1);
    expect(findRunningSite(dir, () => true)).toBeNull(); // another process holds the files
    siteHolding(dir, { ...site, pid: process.pid }, process.pid);
    expect(findRunningSite(dir)).toBeNull(); // itself
  });

  it.each([
    ['not JSON', 'not json'],
    ['a port out of range', JSON.stringify({ ...site, databasePort: 70000 })],
    ['a port as text', JSON.stringify({ ...site, databasePort: '5432' })],
    ['no site port', JSON.stringify({ pid: SITE_PID, databasePort: 54321 })],
    ['a pid of 0', JSON.stringify({ ...site, pid: 0 })],
  ])('ignores a file with %s', (_, text) => {
    const dir = folder();
    siteHolding(dir, {});
    writeFileSync(runningSiteFile(dir), text);
    expect(findRunningSite(dir, () => true)).toBeNull();
  });
});

describe('announceRunningSite', () => {
  it('writes the file readable by its owner only, and removes it when the site stops', () => {
    const dir = folder();
    const remove = announceRunningSite(dir, { databasePort: 40000, sitePort: 3001 });
    const file = runningSiteFile(dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      pid: process.pid,
      databasePort: 40000,
      sitePort: 3001,
    });
    expect(statMode(file)).toBe(0o600);
    remove();
    expect(existsSync(file)).toBe(false);
  });

  it("leaves a later site's file alone", () => {
    const dir = folder();
    const remove = announceRunningSite(dir, { databasePort: 40000, sitePort: 3001 });
    const later = JSON.stringify({ pid: SITE_PID, databasePort: 40001, sitePort: 3001 });
    writeFileSync(runningSiteFile(dir), later);
    remove();
    expect(readFileSync(runningSiteFile(dir), 'utf8')).toBe(later);
  });
});

describe('reachRunningSite', () => {
  it('gives the loopback URL of a database that answers, and nothing for one that does not', async () => {
    const dir = folder();
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      siteHolding(dir, { pid: SITE_PID, databasePort: port, sitePort: 3000 });
      expect(await reachRunningSite(dir)).toEqual({
        url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
        site: { pid: SITE_PID, databasePort: port, sitePort: 3000 },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    siteHolding(dir, { pid: SITE_PID, databasePort: await freePort(), sitePort: 3000 });
    expect(await reachRunningSite(dir)).toBeNull();
  });
});
