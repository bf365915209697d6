// Shared by bench.ts and lighthouse.ts: starting the site, waiting for a server, and first-load
// JavaScript.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { freePort } from '@/lib/platform/db/embedded';
import { SERVE_ARGS } from './launcher';

export async function waitFor(url: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sum of the gzipped sizes of the scripts a page's HTML loads (modern browsers skip noModule). */
export async function firstLoadJs(base: string, path: string): Promise<number> {
  const html = await (await fetch(base + path)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]! + m[3]!))
    .map((m) => m[2]!);
  let total = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/**
 * A page's HTML as the server sends it: its bytes, gzipped (level 9, as nginx would at most), and
 * gzipped without its inline <style> elements (the site's stylesheet, components/layout/site-styles.tsx).
 */
export async function htmlBytes(
  url: string,
): Promise<{ raw: number; gzip: number; gzipWithoutStyles: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const withoutStyles = body.toString('utf8').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    gzipWithoutStyles: gzipSync(withoutStyles, { level: 9 }).length,
  };
}

/**
 * Starts the production site (`npm start`: builds when needed) on a free port and an in-memory
 * database, runs `measure` on its base URL once it answers, and stops it again.
 */
export async function withProductionSite(
  env: Record<string, string>,
  measure: (base: string) => Promise<void>,
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVE_ARGS, 'start'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      // The address the browser uses is the site's own: the proxy refuses a post whose Origin is
      // another site's (the page-view beacon would be a 403, logged in the console).
      SITE_URL: base,
      EMBEDDED_DB_DIR: 'memory',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    // Its own process group, so that stopping it also stops the Next.js server it starts.
    detached: true,
  });
  try {
    await waitFor(`${base}/robots.txt`);
    await measure(base);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {} // already gone
  }
}
