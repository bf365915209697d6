import { defineFeatureServer } from '@/lib/platform/feature-server';
import { flushPageViews, pruneClickLogs } from './click-log';
import { pageViews } from './feature';

/** Page views' behaviour (lib/platform/feature-server.ts): the buffer is written at the stop. */
export const pageViewsServer = defineFeatureServer({
  feature: pageViews,
  prunes: { pageViews: pruneClickLogs },
  shutdown: [{ name: 'page views', run: flushPageViews }],
});
