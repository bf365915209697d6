// Shared by bench.ts and lighthouse.ts: waiting for a server, and first-load JavaScript.
import { gzipSync } from 'node:zlib';

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
