import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every source file of the site under `dir` (tests and generated code left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Behind the edge, a route handler's `request.url` names Next's own host and port
 * (`https://localhost:3000`): a redirect built from it sends readers nowhere and tells them the
 * port. Route handlers and actions redirect to a relative address (`redirect('/staff')`, a
 * `Location: /newsletter/…` header); only proxy.ts may use NextResponse.redirect, whose address
 * Next.js makes relative when it names the request's own host (e2e/nginx.spec.ts checks each
 * kind through the edge).
 */
describe('redirects', () => {
  const files = [...sources('app'), ...sources('lib'), ...sources('components')];

  it('are never built from the address the request reached Next on, outside proxy.ts', () => {
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) =>
      /\b(Next)?Response\.redirect\(|new URL\([^)]*request\.url[^)]*\)[^;]*\bredirect|Location: *new URL/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("in actions and pages go to an address of the site's own (a path, never a full URL)", () => {
    const calls = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\b(?:redirect|permanentRedirect)\(\s*([`'"].{0,12})/g,
        ),
      ].map((m) => `${file}: ${m[1]}`),
    );
    expect(calls.length).toBeGreaterThan(10);
    // A path, or a template starting with one of the site's path constants (`${LIST}?notice=…`).
    expect(calls.filter((call) => !/: ([`'"]\/|`\$\{[A-Z_]+\b)/.test(call))).toEqual([]);
  });
});
