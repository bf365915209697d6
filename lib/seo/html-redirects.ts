import type { NextConfig } from 'next';
import { ROUTES } from '../../content/routes';

/** One entry of next.config's redirects(), through the public NextConfig type. */
type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

/**
 * The old site linked pages with a `.html` suffix (for example /our-services/led-lights.html on
 * its Manufacturing Units page). Every such address answers a permanent (308) redirect to the
 * page, and /index.html to the home page; unknown `.html` paths stay 404.
 */
export function htmlRedirects(): Redirect[] {
  return Object.values(ROUTES).map(({ path }) => ({
    source: path === '/' ? '/index.html' : `${path}.html`,
    destination: path,
    permanent: true,
  }));
}
