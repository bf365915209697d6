/**
 * Where the browser reports each page view (components/analytics/navigation-beacon.tsx); proxy.ts
 * answers it (lib/analytics/page-view-beacon.ts). Plain data, shared by both sides.
 */
export const PAGE_VIEW_BEACON = '/api/clicklogs/navigation';
