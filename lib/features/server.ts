import { pageViewsServer } from '@/lib/analytics/feature.server';
import { catalogueServer } from '@/lib/catalogue/feature.server';
import { customerAccountServer } from '@/lib/customer-account/feature.server';
import { enquiriesServer } from '@/lib/enquiries/feature.server';
import { investorsServer } from '@/lib/investors/feature.server';
import { outletsServer } from '@/lib/locator/feature.server';
import { newsletterServer } from '@/lib/newsletter/feature.server';
import { outboxServer } from '@/lib/outbox/feature.server';
import { paymentsServer } from '@/lib/payments/feature.server';
import type { FeatureServer } from '@/lib/platform/feature-server';
import { serviceRequestsServer } from '@/lib/service/feature.server';
import { textMessagesServer } from '@/lib/text-messages/feature.server';
import { ownAccountServer } from '@/lib/staff/feature.server';
import { warrantyServer } from '@/lib/warranty/feature.server';
import { FEATURES } from './index';

type Feature = (typeof FEATURES)[number];
/** A feature whose manifest names something only code can do: it needs a server half. */
type NeedsServer<F> = F extends { name: infer N } & (
  | { personalData: unknown }
  | { retention: unknown }
  | { handled: unknown }
  | { searchSources: unknown }
)
  ? N & string
  : never;

/**
 * Every feature's server half (`lib/<feature>/feature.server.ts`), by the feature's name. A
 * feature that declares personal data, retention, handled rows or search sources without one
 * fails the type check here; each half is checked against its own manifest where it is defined.
 */
const SERVERS = {
  'page-views': pageViewsServer,
  enquiries: enquiriesServer,
  newsletter: newsletterServer,
  catalogue: catalogueServer,
  outlets: outletsServer,
  warranty: warrantyServer,
  'service-requests': serviceRequestsServer,
  'customer-account': customerAccountServer,
  'text-messages': textMessagesServer,
  payments: paymentsServer,
  investors: investorsServer,
  outbox: outboxServer,
  'own-account': ownAccountServer,
} satisfies Record<NeedsServer<Feature>, FeatureServer> &
  Partial<Record<Feature['name'], FeatureServer>>;

/** The server halves, in the features' order (FEATURES): every registry below keeps it. */
export const FEATURE_SERVERS: readonly FeatureServer[] = FEATURES.flatMap((feature) => {
  const server = (SERVERS as Partial<Record<string, FeatureServer>>)[feature.name];
  return server ? [server] : [];
});

/** One part of every server half, merged: names are unique across features (manifests' test). */
export const mergedPart = <K extends 'personTables' | 'prunes' | 'handled' | 'searchSources'>(
  part: K,
): NonNullable<FeatureServer[K]> =>
  Object.fromEntries(
    FEATURE_SERVERS.flatMap((server) => Object.entries(server[part] ?? {})),
  ) as NonNullable<FeatureServer[K]>;

/**
 * A customer asked for no more messages on a channel (STOP to the WhatsApp business number):
 * every feature that sends them updates stops them on every record of the number. Returns how
 * many records it stopped.
 */
export async function stopTextUpdates(
  mobile: string,
  channel: 'sms' | 'whatsapp',
): Promise<number> {
  let stopped = 0;
  for (const server of FEATURE_SERVERS)
    stopped += (await server.stopTextUpdates?.(mobile, channel)) ?? 0;
  return stopped;
}
