'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_VIEW_BEACON } from '@/lib/analytics/beacon-path';

/**
 * One guard for the whole life of the page (module state, not a ref): a remount of the layout,
 * StrictMode's second effect and a change of the query string alone report nothing, since the
 * path reported last is still the path shown. A full page load (a reload too) starts with a
 * fresh module, so it is counted.
 */
let shownPath: string | null = null;

function send(path: string) {
  const body = JSON.stringify({ path });
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(PAGE_VIEW_BEACON, blob)) return;
  void fetch(PAGE_VIEW_BEACON, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

/**
 * Reports `path` as shown, unless it is the path reported last. Sends once the page is shown: a
 * prerendered page the visitor never opens is not a view.
 */
export function reportPageView(path: string) {
  if (path === shownPath) return;
  shownPath = path;
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    doc.addEventListener('prerenderingchange', () => send(path), { once: true });
  } else send(path);
}

if (typeof window !== 'undefined') {
  // A page restored from the back-forward cache runs no code again, yet the visitor sees it
  // again: counted, as a back navigation inside the site is (docs/features/analytics.md).
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && shownPath) send(shownPath);
  });
}

/**
 * Reports every page view, full page loads and client-side navigations alike, to proxy.ts: pages
 * themselves are served without any per-request work, so that a cache may serve them.
 */
export function NavigationBeacon() {
  const pathname = usePathname();
  useEffect(() => reportPageView(pathname), [pathname]);
  return null;
}
