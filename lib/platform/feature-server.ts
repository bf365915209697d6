import type { Db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { FeatureManifest } from './feature';
import type { PersonTableHooks } from './privacy/person-table';
import type { SearchSource } from './search/types';

/**
 * A feature's behaviour, beside its manifest (`lib/<feature>/feature.ts`, plain data): the
 * server half, `lib/<feature>/feature.server.ts`. It holds the code behind each name the
 * manifest declares: the personal-data tool's hooks for each table of `personalData`, the prune
 * of each kind of `retention`, the "mark handled" write of each `handled` entity, the loader of
 * each `searchSources` entry, the background work the server starts and stops, and its seed sets. The type
 * asks for exactly the names the manifest declares: a table declared without its hooks (or
 * hooks for a table it does not declare) fails the type check. lib/features derives every
 * registry from the one list of server halves, as it does from the manifests.
 */

/** Deletes the records past a period of `days` days; returns how many. */
export type Prune = (days: number) => Promise<number>;

/** When and by whom a row was marked handled (both null: open again). */
export type HandledStamp = { handledAt: Date | null; handledBy: string | null };

/** Stamps one row; returns how the audit log names it, or null when there is no such row. */
export type MarkHandled = (
  tx: Prisma.TransactionClient,
  id: string,
  stamp: HandledStamp,
) => Promise<string | null>;

/**
 * A customer asked for no more messages on a channel (STOP to the WhatsApp business number):
 * the feature clears its consent on every record of that mobile number; returns how many.
 */
export type StopTextUpdates = (mobile: string, channel: 'sms' | 'whatsapp') => Promise<number>;

/** A step of the graceful stop (lib/platform/ops/shutdown.ts), by the name its log line gives. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

/**
 * A seed set, idempotent (upserts keyed on natural keys, or on ids derived from them:
 * lib/platform/seed-ids.ts). A `reference` set holds data the site needs to work and goes into
 * every database; a `sample` set holds placeholders (directors, filings, subscribers, outlets)
 * that make a newcomer's site look complete and never reach a real site's database unless asked
 * for (lib/seed: `wantsSampleData`).
 */
export interface SeedSet {
  name: string;
  kind: 'reference' | 'sample';
  run: (db: Db) => Promise<void>;
}

type Item<T> = T extends readonly (infer U)[] ? U : never;
type TablesOf<F> = F extends { personalData: { tables: infer T } } ? keyof T & string : never;
type RetentionOf<F> = F extends { retention: infer R } ? keyof R & string : never;
type HandledOf<F> = F extends { handled: readonly { entity: infer E }[] } ? E & string : never;
type SearchOf<F> = F extends { searchSources: infer S } ? Item<S> & string : never;

/** A part keyed by the names the manifest declares; absent (never given) when it declares none. */
type Part<Names extends string, Key extends string, Value> = [Names] extends [never]
  ? { [K in Key]?: never }
  : { [K in Key]: Record<Names, Value> };

export type FeatureServerOf<F extends FeatureManifest> = {
  /** The manifest this is the behaviour of. */
  feature: F;
  /** Background work a server process starts (lib/features/startup.ts). */
  start?: () => void;
  /** Its steps of the graceful stop, run before the platform's own (mail, database). */
  shutdown?: readonly ShutdownStep[];
  /** Its seed sets, in the order they run (lib/seed). */
  seeds?: readonly SeedSet[];
  /** How it stops the text messages it sends a number, when the customer asks (STOP). */
  stopTextUpdates?: StopTextUpdates;
} & Part<TablesOf<F>, 'personTables', PersonTableHooks> &
  Part<RetentionOf<F>, 'prunes', Prune> &
  Part<HandledOf<F>, 'handled', MarkHandled> &
  Part<SearchOf<F>, 'searchSources', SearchSource>;

/** Any feature's server half, as lib/features lists them. */
export interface FeatureServer {
  feature: FeatureManifest;
  start?: () => void;
  shutdown?: readonly ShutdownStep[];
  seeds?: readonly SeedSet[];
  stopTextUpdates?: StopTextUpdates;
  personTables?: Readonly<Record<string, PersonTableHooks>>;
  prunes?: Readonly<Record<string, Prune>>;
  handled?: Readonly<Record<string, MarkHandled>>;
  searchSources?: Readonly<Record<string, SearchSource>>;
}

/** Declares a feature's server half, checked against its manifest. */
export const defineFeatureServer = <const F extends FeatureManifest>(
  server: FeatureServerOf<F>,
): FeatureServerOf<F> => server;
