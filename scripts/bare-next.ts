// The yardstick for the home page's JavaScript budget: a bare Next.js App Router page (a root
// layout and a page with one heading, no client components) built with this project's Next.js
// and React, started with `next start` and measured by firstLoadJs like our own pages. It is
// built in a scratch folder inside the project (so it resolves our node_modules) and removed after.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@/lib/platform/db/embedded';
import { firstLoadJs, waitFor } from './measure';

const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n',
};

/**
 * Builds the bare page, starts it with `next start` on a free port, runs `measure` on its base URL
 * and removes it again.
 */
export async function withBareNextSite<T>(measure: (base: string) => Promise<T>): Promise<T> {
  const dir = join(process.cwd(), '.bare-next');
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const next = join(process.cwd(), 'node_modules/.bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  try {
    const build = spawnSync(next, ['build'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the bare Next.js page did not build');
    const port = await freePort();
    const server = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env,
      stdio: 'ignore',
      detached: true,
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      return await measure(`http://127.0.0.1:${port}`);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bare page's first-load JavaScript, measured like our own pages'. */
export function measureBareNextPage(): Promise<number> {
  return withBareNextSite((base) => firstLoadJs(base, '/'));
}
