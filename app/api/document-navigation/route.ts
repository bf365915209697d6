/**
 * What Next.js's router gets when it asks for a page that must be loaded as a document (its CSP
 * differs: lib/features/page-headers.ts documentNavigationRewrites): no content, which is not an
 * RSC payload, so the router loads the address as a whole page, and a prefetch of it simply fails.
 * No body, on purpose: the router does not read a prefetch's body when it is not a payload, and a
 * body left unread keeps the browser's request open. Reached only through that rewrite.
 */
export function GET() {
  return new Response(null, {
    status: 204,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  });
}
