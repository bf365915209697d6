'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export const NAVIGATION_BEACON = '/api/clicklogs/navigation';

/**
 * Client-side navigations to prefetched pages never reach the server, so proxy.ts cannot see
 * them. This reports each one (not the first page load, which proxy.ts records) with a beacon.
 */
export function NavigationBeacon() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const body = new Blob([JSON.stringify({ path: pathname })], { type: 'application/json' });
    navigator.sendBeacon?.(NAVIGATION_BEACON, body);
  }, [pathname]);
  return null;
}
