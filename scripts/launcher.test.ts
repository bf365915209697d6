import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVE_ARGS, START_COMMAND } from './launcher';

const packageScripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<
  string,
  string
>;

// A stand-in for scripts/serve.ts hosting a busy embedded database: it takes SIGTERM, finishes
// its work in 300 ms and exits 0, while its event loop is blocked 200 ms at a time.
const BUSY_SITE = `
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
  setTimeout(() => { console.log('stopped cleanly'); process.exit(0); }, 300);
});
const spin = () => {
  const end = Date.now() + 200;
  while (Date.now() < end);
  if (!stopping) setImmediate(spin);
};
console.log('ready');
spin();
`;

describe('how the site is started (scripts/launcher.ts)', () => {
  it('npm start, dev and build run serve.ts in one Node process with tsx loaded', () => {
    expect(packageScripts.start).toBe(START_COMMAND);
    for (const mode of ['start', 'dev', 'build']) {
      expect(packageScripts[mode]).toBe(`node ${SERVE_ARGS.join(' ')} ${mode}`);
    }
  });

  it('the systemd unit of docs/operations/systemd.md starts the same command', () => {
    const execStart = readFileSync('docs/operations/systemd.md', 'utf8').match(
      /^ExecStart=(\S+) (.*)$/m,
    );
    expect(execStart?.[1]).toMatch(/\/node$/);
    expect(`node ${execStart?.[2]}`).toBe(START_COMMAND);
  });

  it('SIGTERM to the process group lets a busy site finish its own stop and exit 0', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launcher-'));
    try {
      const script = path.join(dir, 'busy-site.ts');
      writeFileSync(script, BUSY_SITE);
      const loader = SERVE_ARGS.slice(0, -1); // the launcher, without scripts/serve.ts
      const child = spawn(process.execPath, [...loader, script], {
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      const exited = new Promise<[number | null, string | null]>((resolve) =>
        child.on('exit', (code, signal) => resolve([code, signal])),
      );
      while (!output.includes('ready')) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      process.kill(-child.pid!, 'SIGTERM');
      expect(await exited).toEqual([0, null]);
      expect(output).toContain('stopped cleanly');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
