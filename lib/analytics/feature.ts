import { PRUNE_TEXT as P } from '@/content/retention';
import { defineFeature } from '@/lib/platform/feature';

/**
 * Page-view logs: sent by the public pages' beacon, written by the proxy, reported on the dashboard
 * (which every member sees); no staff page of their own.
 */
export const pageViews = defineFeature({
  name: 'page-views',
  // Counts only pages that exist: the investor lists' years among them (lib/analytics/site-pages.ts).
  dependsOn: ['investors', 'catalogue'],
  role: 'signed-in',
  group: 'overview',
  retention: { pageViews: { days: 'CLICKLOG_RETENTION_DAYS', what: P.what.pageViews } },
});
