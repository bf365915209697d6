import { defineFeatureServer } from '@/lib/platform/feature-server';
import { outbox } from './feature';
import { mailHooks } from './privacy';
import { pruneOutboxMail } from './retention';

/** The mail outbox's behaviour (lib/platform/feature-server.ts). */
export const outboxServer = defineFeatureServer({
  feature: outbox,
  personTables: { mail: mailHooks },
  prunes: { mail: pruneOutboxMail },
});
