// Part of scripts/next-server.mjs, apart so that a test can drive it.
// Plain JavaScript so the serving process loads no TypeScript loader.

/**
 * Headers a response carries once. Next.js 16 sends `Location` and `x-nextjs-stale-time` twice on
 * a redirect from a page it keeps (ISR: a renamed model's old address): its render sets them,
 * then the kept response's headers are appended again (vercel/next.js#82117). Two `Location`
 * headers are not HTTP; a proxy that joins them makes `/a, /a`, and Googlebot reports the redirect
 * as an error. Remove this once Next.js sends each once (e2e/staff-catalogue.spec.ts checks).
 */
const SINGLE = new Set(['location', 'x-nextjs-stale-time']);

/**
 * Makes `res.appendHeader` skip a value of a single header that the response already carries;
 * a different value is still appended (a real conflict stays visible).
 * @param {import('node:http').ServerResponse} res
 */
export function keepHeadersSingle(res) {
  const append = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => {
    const key = String(name).toLowerCase();
    if (SINGLE.has(key) && res.hasHeader(key)) {
      const now = [res.getHeader(key)].flat().map(String);
      const adding = [value].flat().map(String);
      if (adding.every((one) => now.includes(one))) return res;
    }
    return append(name, value);
  };
  return res;
}
