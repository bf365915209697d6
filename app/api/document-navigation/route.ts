import { HTTP_MESSAGES } from '@/content/api';

/**
 * What Next.js's router gets when it asks for a page that must be loaded as a document (its CSP
 * differs: lib/features/page-headers.ts documentNavigationRewrites). Anything but an RSC payload
 * makes the router load the address as a whole page; a prefetch of it simply fails. Reached only
 * through that rewrite.
 */
export function GET() {
  return new Response(HTTP_MESSAGES.documentNavigation, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
