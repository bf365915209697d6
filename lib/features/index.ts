import { LANGUAGE_CODES, localPath, splitLanguage } from '@/content/languages';
import { STAFF_MENU_TEXT } from '@/content/staff';
import { allows, type Access, type StaffRole } from '@/lib/platform/auth/roles';
import { pageViews } from '@/lib/analytics/feature';
import { auditLog } from '@/lib/audit-log/feature';
import { catalogue } from '@/lib/catalogue/feature';
import { enquiries } from '@/lib/enquiries/feature';
import { investors } from '@/lib/investors/feature';
import { outlets } from '@/lib/locator/feature';
import { outbox } from '@/lib/outbox/feature';
import { UNPLACED_MAIL_KIND } from '@/lib/platform/mail/unplaced';
import { mobileCheck } from '@/lib/mobile-check/feature';
import { newsletter } from '@/lib/newsletter/feature';
import { payments } from '@/lib/payments/feature';
import {
  STAFF_MENU_GROUPS,
  type FeatureManifest,
  type MenuEntry,
  type NumberSeriesSpec,
  type OutsideSourceKind,
  type RetentionSpec,
  type StaffMenuGroup,
} from '@/lib/platform/feature';
import { personalData } from '@/lib/privacy/feature';
import { cspReports } from '@/lib/csp-reports/feature';
import { customerAccount } from '@/lib/customer-account/feature';
import { serviceRequests } from '@/lib/service/feature';
import { textMessages } from '@/lib/text-messages/feature';
import { dashboard, ownAccount, staffAccounts } from '@/lib/staff/feature';
import { warranty } from '@/lib/warranty/feature';

/**
 * Every feature of the site, the one list. What the site keeps about staff areas, the menu,
 * handled rows, mail kinds, captcha actions, outside hosts, number series, personal data and its
 * retention is derived from it below; nothing here is kept by hand. (Plain data: the proxy, the browser tests and the staff
 * layout read it.)
 */
export const FEATURES = [
  dashboard,
  pageViews,
  enquiries,
  newsletter,
  catalogue,
  outlets,
  mobileCheck,
  textMessages,
  warranty,
  serviceRequests,
  customerAccount,
  payments,
  investors,
  outbox,
  auditLog,
  personalData,
  cspReports,
  staffAccounts,
  ownAccount,
] as const satisfies readonly FeatureManifest[];

type Feature = (typeof FEATURES)[number];

/** The role that owns a feature. */
export const roleOf = (feature: FeatureManifest): Access =>
  typeof feature.role === 'function' ? feature.role(FEATURES) : feature.role;

// ---- staff areas ---------------------------------------------------------------------------

export interface StaffArea {
  prefix: string;
  access: Access;
  feature: string;
}

/** What each part of the staff area needs, by address prefix (the longest match wins). */
export const STAFF_AREAS: readonly StaffArea[] = FEATURES.flatMap((feature) =>
  ((feature as FeatureManifest).staffAreas ?? []).map((prefix) => ({
    prefix,
    access: roleOf(feature),
    feature: feature.name,
  })),
);

/** Staff addresses anyone may open (not gated), with their feature. */
export const OPEN_STAFF_AREAS = FEATURES.flatMap((feature) =>
  ((feature as FeatureManifest).openAreas ?? []).map((prefix) => ({
    prefix,
    feature: feature.name,
  })),
);

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** `/staff` itself is the dashboard: it names that page only, not everything below it. */
const covers = (prefix: string, path: string) =>
  prefix === '/staff' ? path === prefix : under(path, prefix);

/** The area a (normalised) staff path falls in, or null: such a path is for admins only. */
export function staffAreaOf(path: string): StaffArea | null {
  const matches = STAFF_AREAS.filter((area) => covers(area.prefix, path));
  return matches.sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? null;
}

/** The access a (normalised) staff path needs: its area's, or admin when it has none. */
export const accessForPath = (path: string): Access => staffAreaOf(path)?.access ?? 'admin';

/** The feature that owns a staff path (gated or open), or null. */
export function featureOfPath(path: string): string | null {
  const open = OPEN_STAFF_AREAS.filter((area) => under(path, area.prefix));
  if (open.length) return open.sort((a, b) => b.prefix.length - a.prefix.length)[0]!.feature;
  return staffAreaOf(path)?.feature ?? null;
}

// ---- the staff menu ------------------------------------------------------------------------

/** Every entry of the staff menu, in the features' order. */
export const STAFF_MENU_ENTRIES: readonly MenuEntry[] = FEATURES.flatMap(
  (feature): readonly MenuEntry[] => (feature as FeatureManifest).menu ?? [],
);

export interface StaffMenuGroupView {
  group: StaffMenuGroup;
  /** The group's heading; null for the dashboard's and the member's own, which have none. */
  heading: string | null;
  entries: MenuEntry[];
}

/** The menu a member with these roles sees: their features' entries, grouped, in order. */
export function staffMenu(roles: readonly StaffRole[]): StaffMenuGroupView[] {
  return STAFF_MENU_GROUPS.map((group) => ({
    group,
    heading: STAFF_MENU_TEXT.groups[group],
    entries: FEATURES.filter((feature) => feature.group === group).flatMap((feature) =>
      ((feature as FeatureManifest).menu ?? []).filter((entry) =>
        allows(roles, accessForPath(entry.href)),
      ),
    ),
  })).filter((group) => group.entries.length > 0);
}

// ---- rows staff mark handled ---------------------------------------------------------------

type HandledOf<F> = F extends { handled: readonly { entity: infer E }[] } ? E : never;
/** An inbox row staff mark handled (its Prisma model name). */
export type HandledEntity = HandledOf<Feature>;

/**
 * Each handled entity's owner. Only that role (and admins) may mark a row, whichever inbox the
 * form was posted from: the one "mark handled" action is shared by several inboxes, so the page
 * it came from says nothing about the row.
 */
export const HANDLED_OWNERS = Object.fromEntries(
  FEATURES.flatMap((feature) =>
    ((feature as FeatureManifest).handled ?? []).map(({ entity }) => [entity, roleOf(feature)]),
  ),
) as Record<HandledEntity, Access>;

/** The inbox page of each handled entity: its "mark handled" action marks that entity only. */
export const HANDLED_INBOXES = Object.fromEntries(
  FEATURES.flatMap((feature) =>
    ((feature as FeatureManifest).handled ?? []).map(({ entity, inbox }) => [entity, inbox]),
  ),
) as Record<HandledEntity, string>;

export const HANDLED_ENTITIES = Object.keys(HANDLED_OWNERS) as [HandledEntity, ...HandledEntity[]];

/** What marking this entity needs; null for a name no feature declares (not even an admin's). */
export function handledAccess(entity: string): Access | null {
  return Object.hasOwn(HANDLED_OWNERS, entity) ? HANDLED_OWNERS[entity as HandledEntity] : null;
}

/** Every role that owns some handled entity: who may post the shared action at all. */
export const ANY_HANDLED_OWNER: Access = [
  ...new Set(Object.values<Access>(HANDLED_OWNERS).flatMap(rolesIn)),
];

function rolesIn(access: Access): StaffRole[] {
  if (access === 'signed-in') return [];
  return typeof access === 'string' ? [access] : [...access];
}

// ---- kinds of mail -------------------------------------------------------------------------

type MailKindOf<F> = F extends { mailKinds: readonly (infer K)[] } ? K : never;
/** What a queued mail is about (`MailOutbox.kind`); it decides who may read and resend it. */
export type MailKind = MailKindOf<Feature> | typeof UNPLACED_MAIL_KIND;

/** The role owning each kind of mail: the feature's whose records it copies. */
export const MAIL_KINDS = {
  ...Object.fromEntries(
    FEATURES.flatMap((feature) =>
      ((feature as FeatureManifest).mailKinds ?? []).map((kind) => [kind, roleOf(feature)]),
    ),
  ),
  [UNPLACED_MAIL_KIND]: 'admin',
} as Record<MailKind, StaffRole>;

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

/** The role that owns a stored kind; one the code does not know (a row written by hand) is admins'. */
export const mailKindOwner = (kind: string): StaffRole =>
  Object.hasOwn(MAIL_KINDS, kind) ? MAIL_KINDS[kind as MailKind] : 'admin';

/** The kinds of mail a member with these roles may read and resend. */
export const mailKindsFor = (roles: readonly StaffRole[]): MailKind[] =>
  MAIL_KIND_NAMES.filter((kind) => allows(roles, MAIL_KINDS[kind]));

/** Who may open the outbox: every role owning some kind of mail (and admins). */
export const MAIL_ACCESS: Access = roleOf(outbox);

// ---- public pages: captcha actions and outside hosts ---------------------------------------

type CaptchaOf<F> = F extends { captchaActions: infer A } ? A[keyof A] : never;
/** A reCAPTCHA v3 action of a public form. */
export type RecaptchaAction = CaptchaOf<Feature>;

export const RECAPTCHA_ACTION_NAMES: readonly RecaptchaAction[] = FEATURES.flatMap((feature) =>
  Object.values((feature as FeatureManifest).captchaActions ?? {}),
) as RecaptchaAction[];

/**
 * The public pages rendered per request whose answer is the same for everyone at one address
 * (`sharedPages`), each in English and in every translation (/products, /hi/products).
 */
export const SHARED_PAGES: readonly string[] = FEATURES.flatMap((feature) =>
  ((feature as FeatureManifest).sharedPages ?? []).flatMap((path) =>
    LANGUAGE_CODES.map((language) => localPath(path, language)),
  ),
);

/** The outside hosts' kinds each page needs (the CSP's sources are built from them). */
export function outsideSourceKindsFor(address: string): OutsideSourceKind[] {
  // A translated page (/hi/contact-us) needs what its English page needs.
  const { path: pathname } = splitLanguage(address);
  const kinds = FEATURES.flatMap((feature) =>
    ((feature as FeatureManifest).outsideSources ?? []).flatMap(({ prefix, exact, kinds }) =>
      pathname === prefix || (!exact && pathname.startsWith(`${prefix}/`)) ? kinds : [],
    ),
  );
  return [...new Set(kinds)];
}

// ---- document numbers ----------------------------------------------------------------------

type SeriesOf<F> = F extends { numberSeries: infer S } ? keyof S : never;
export type NumberSeries = SeriesOf<Feature>;

/** Every numbered series: its prefix and its counter table. */
export const NUMBER_SERIES = Object.fromEntries(
  FEATURES.flatMap((feature) => Object.entries((feature as FeatureManifest).numberSeries ?? {})),
) as Record<NumberSeries, NumberSeriesSpec>;

// ---- personal data -------------------------------------------------------------------------

type PersonTableOf<F> = F extends { personalData: { tables: infer T } } ? keyof T & string : never;
/** A table of personal data the personal-data tool finds, exports and erases. */
export type PersonTableName = PersonTableOf<Feature>;

/** The personal-data tool's heading over each table's records, from the manifests. */
export const PERSON_TABLE_HEADINGS = Object.fromEntries(
  FEATURES.flatMap((feature) =>
    Object.entries((feature as FeatureManifest).personalData?.tables ?? {}),
  ),
) as Record<PersonTableName, string>;

// ---- retention -----------------------------------------------------------------------------

type RetentionOf<F> = F extends { retention: infer R } ? keyof R & string : never;
/** A kind of personal record kept for a configured period (the privacy notice's RetentionDays). */
export type RetentionName = RetentionOf<Feature>;

export interface RetentionRule extends RetentionSpec {
  name: RetentionName;
  feature: string;
}

/** Every kind of personal record with its period's setting, in the features' order. */
export const RETENTION_RULES: readonly RetentionRule[] = FEATURES.flatMap((feature) =>
  Object.entries((feature as FeatureManifest).retention ?? {}).map(([name, spec]) => ({
    ...spec,
    name: name as RetentionName,
    feature: feature.name,
  })),
);

/**
 * The record each kind of mail copies, by its retention's name (`mailRetention`): `npm run prune`
 * keeps such mail for that record's number of days (lib/outbox/retention.ts). Other kinds go by
 * the outbox's own period.
 */
export const MAIL_RETENTION: Readonly<Partial<Record<MailKind, RetentionName>>> =
  Object.fromEntries(
    FEATURES.flatMap((feature) => Object.entries((feature as FeatureManifest).mailRetention ?? {})),
  );

// ---- the site search -----------------------------------------------------------------------

type SearchSourceOf<F> = F extends { searchSources: readonly (infer S)[] } ? S : never;
/** A source of search documents a feature adds (beyond the content pages lib/search reads). */
export type FeatureSearchSource = SearchSourceOf<Feature>;

/** Every feature's search source, in the features' order. */
export const FEATURE_SEARCH_SOURCES: readonly FeatureSearchSource[] = FEATURES.flatMap(
  (feature) => (feature as FeatureManifest).searchSources ?? [],
) as FeatureSearchSource[];
