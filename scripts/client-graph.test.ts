import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the browser may load: every module a client component (`'use client'`) imports, however
 * deep, is browser-safe. A server module is one that reads the database, the environment's
 * secrets, the request (next/headers), the data cache (next/cache) or Node's built-ins; one
 * reached from a client component would ship secrets or fail in the browser. Next.js's
 * `server-only` marker would say the same at build time, but this project's commands and
 * browser tests load the same server modules in plain Node (where `server-only` throws unless
 * every process runs under React's server conditions), so the rule is checked here, over the
 * whole import graph, for every client entry.
 */
const ROOTS = ['app', 'components', 'lib', 'content'];
const SERVER_IMPORT = /^(node:|next\/headers$|next\/cache$|pg$|pino$|nodemailer$|@prisma\/)/;
// Also every language's words together (content/words.ts, read through words()): a browser gets
// its page's words as props or picks them with useWords (components/i18n/language-provider.tsx).
const SERVER_FILE = /^(lib\/platform\/(db\/|env\.ts|i18n\/(words|answers)\.ts)|content\/words\.ts)/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : filesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1]!);

/** The project file a specifier names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.normalize(candidate);
  }
  return null;
}

/** Why a file may not be in the browser's graph, or null. */
function serverReason(file: string): string | null {
  if (SERVER_FILE.test(file)) return 'a server module';
  const server = importsOf(file).find((specifier) => SERVER_IMPORT.test(specifier));
  return server ? `imports ${server}` : null;
}

/** The first server module a client entry reaches, with the path to it. */
function leak(entry: string): string | null {
  const seen = new Set<string>();
  const queue: string[][] = [[entry]];
  while (queue.length) {
    const trail = queue.shift()!;
    const file = trail.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    const reason = serverReason(file);
    if (reason) return `${trail.join(' → ')} (${reason})`;
    for (const specifier of importsOf(file)) {
      const next = resolve(file, specifier);
      if (next) queue.push([...trail, next]);
    }
  }
  return null;
}

const clientEntries = ROOTS.flatMap(filesUnder).filter((file) =>
  /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')),
);

describe('the browser loads no server module', () => {
  it('finds the client components (so the check checks something)', () => {
    expect(clientEntries.length).toBeGreaterThan(30);
  });

  it.each(clientEntries)('%s reaches none', (entry) => {
    expect(leak(entry)).toBeNull();
  });

  it('would see a leak: a form that reached the database client', () => {
    expect(serverReason('lib/platform/db/client.ts')).toBe('a server module');
    expect(serverReason('lib/platform/env.ts')).toBe('a server module');
    expect(serverReason('lib/platform/i18n/words.ts')).toBe('a server module');
    expect(serverReason('content/words.ts')).toBe('a server module');
  });

  it('keeps browser code out of lib/: no client module there', () => {
    expect(clientEntries.filter((file) => file.startsWith('lib/'))).toEqual([]);
  });
});
