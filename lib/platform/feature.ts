import type { Access } from '@/lib/platform/auth/roles';
import type { Env } from '@/lib/platform/env';

/**
 * A feature declares itself once, in `lib/<feature>/feature.ts`: the staff addresses it owns and
 * the role that owns them, its menu entries, the rows staff mark handled, the kinds of mail it
 * queues, the reCAPTCHA actions and outside hosts of its public pages, its document number
 * series, the tables of personal data it holds, how long it keeps them, and the documents it adds
 * to the site search. Every list the site keeps of these is derived from `FEATURES`
 * (lib/features/index.ts), never kept by hand beside it: a hand-kept list drifts (a shared "mark
 * handled" action once checked `sales` for rows that had moved to `service`).
 *
 * A manifest is plain data: it imports words from content/ and types, nothing else (it is read by
 * the proxy, the browser's forms and the browser tests alike; lib/features/features.test.ts
 * checks).
 */
export interface FeatureManifest {
  /** Short name, for tests, docs and the menu's order. */
  name: string;
  /**
   * The other feature folders (`lib/<folder>`, and `components/<folder>`) its code may import,
   * by folder name. An import of any other feature fails `npm run lint` (eslint.config.mjs reads
   * these with scripts/feature-dependencies.mjs); tests may import any feature. A folder with
   * several manifests may import what any of them names.
   */
  dependsOn?: readonly string[];
  /**
   * The role that owns the feature's staff pages, rows and mail (admins may do everything).
   * `signed-in`: any member. A function: derived from the other features (the outbox belongs to
   * every role that owns some kind of mail).
   */
  role: Access | ((features: readonly FeatureManifest[]) => Access);
  /** The staff menu group its entries appear in. */
  group: StaffMenuGroup;
  /** Staff addresses (pages and `/api/staff` handlers) it owns, by prefix; the longest wins. */
  staffAreas?: readonly string[];
  /** Staff addresses anyone may open (the sign-in, set-password links): not gated. */
  openAreas?: readonly string[];
  /** Its staff menu entries, in order; labels come from content/. */
  menu?: readonly MenuEntry[];
  /** Inbox rows (Prisma model names) staff mark handled, owned by `role`, and the inbox of each. */
  handled?: readonly { entity: string; inbox: string }[];
  /** Kinds of queued mail it writes (`MailOutbox.kind`), owned by `role` unless named here. */
  mailKinds?: readonly string[];
  /**
   * For each of its kinds of mail that copies one of its records: that record's `retention`
   * name. Such mail is kept as long as the record (`npm run prune`); every other kind goes by
   * the outbox's own period (MAIL_RETENTION_DAYS).
   */
  mailRetention?: Readonly<Record<string, string>>;
  /** reCAPTCHA v3 actions of its public forms, by the name the code uses. */
  captchaActions?: Readonly<Record<string, string>>;
  /** Outside hosts its public pages need (their CSP), by kind (lib/platform/security/outside-sources.ts). */
  outsideSources?: readonly PageSources[];
  /**
   * Its public pages rendered per request (they read the address's query) whose answer is the same
   * for everyone who asks for the same address: no cookie, session or nonce read, no cookie set.
   * Each is answered as shareable for a second (lib/features/page-headers.ts), so the edge keeps
   * each address as it keeps static pages. Exact paths, in English; their twins in every
   * translation are added.
   */
  sharedPages?: readonly string[];
  /** Gapless document number series (lib/platform/numbering): prefix and counter table of each. */
  numberSeries?: Readonly<Record<string, NumberSeriesSpec>>;
  /**
   * Its tables of personal data, by the name the personal-data tool (/staff/privacy) and its
   * downloads give them, each with the heading the tool shows over its records (words from
   * content/); each one's find and erase are in the feature's server half
   * (lib/<feature>/feature.server.ts).
   */
  personalData?: { tables: Readonly<Record<string, string>> };
  /**
   * How long it keeps each kind of personal record, by the name the privacy notice's records
   * read its days under (`kept` of NoticeRecord, content/privacy.ts); `npm run prune` deletes by these, with the functions of
   * the feature's server half.
   */
  retention?: Readonly<Record<string, RetentionSpec>>;
  /** Sources of documents it adds to the site search, by name (its server half loads each). */
  searchSources?: readonly string[];
}

/** The staff menu's groups, in order; `overview` and `you` have no heading. */
export const STAFF_MENU_GROUPS = [
  'overview',
  'sales',
  'after-sales',
  'payments',
  'investors',
  'administration',
  'you',
] as const;
export type StaffMenuGroup = (typeof STAFF_MENU_GROUPS)[number];

export interface MenuEntry {
  href: string;
  label: string;
}

/** Kinds of outside host a page may need: the CSP sources of each are built from configuration. */
export type OutsideSourceKind = 'recaptcha' | 'maps' | 'razorpay-checkout';

export interface PageSources {
  /** The page, and everything below it unless `exact`. */
  prefix: string;
  exact?: boolean;
  kinds: readonly OutsideSourceKind[];
}

export interface NumberSeriesSpec {
  prefix: string;
  /** The counter table (`financialYear`, `lastSequence`). */
  counter: string;
}

/** A setting of lib/platform/env.ts holding a number of days records are kept. */
export type RetentionSetting = Extract<
  { [K in keyof Env]-?: Env[K] extends number ? K : never }[keyof Env],
  `${string}_RETENTION_DAYS`
>;

export interface RetentionSpec {
  /** The setting holding the period in days. With several, the shortest. */
  days: RetentionSetting | readonly RetentionSetting[];
  /** What `npm run prune` says it deleted (words from content/retention.ts). */
  what: string;
  /** What the period counts from, when it is not the record's making (words from content/). */
  after?: string;
}

/** Declares a feature; `const` keeps its names literal, so the registries' types name them. */
export const defineFeature = <const F extends FeatureManifest>(feature: F): F => feature;
