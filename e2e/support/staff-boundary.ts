import { TRANSLATED_LANGUAGES } from '../../content/languages';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { SESSION_COOKIE } from '@/lib/platform/auth/cookies';
import { allows, STAFF_ROLES, type Access, type StaffRole } from '@/lib/platform/auth/roles';
import { staffPathAccess } from '@/lib/platform/auth/staff-paths';
import { accessForPath, type HandledEntity } from '@/lib/features';
import { E2E_AUTH_SECRET } from '../../playwright.config';
import { sql } from './db';
import { markerSegments, type Markers } from './markers';

export { insertMarkers, markerState, type Markers } from './markers';

/**
 * What the staff boundary test attacks: every staff route found in the app/ tree (pages and
 * route handlers under /staff and /api/staff), each dynamic segment filled with sample values.
 */
export interface StaffRoute {
  /** The file's route, e.g. /staff/investors/[table]/[id]. */
  pattern: string;
  /** An address to request. */
  url: string;
  kind: 'page' | 'api';
  open: boolean;
  /** The second sign-in step: open to a session that passed the password step only. */
  secondStep: boolean;
  access: Access;
}

const APP = path.resolve('app');

function routeFiles(dir: string, segments: string[] = []): { segments: string[]; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      // Route groups `(name)` are not part of the address; private folders `_x` never route.
      if (entry.name.startsWith('_')) return [];
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      return routeFiles(path.join(dir, entry.name), next);
    }
    return /^(page|route)\.(tsx?|jsx?)$/.test(entry.name) ? [{ segments, file: entry.name }] : [];
  });
}

/**
 * Sample values of each dynamic segment: those each feature's markers give (e2e/support/markers),
 * and for `[id]` also an id no row has. A new segment name fails the test until a feature's
 * markers give it values.
 */
export function segmentValues(markers: Markers): Record<string, string[]> {
  const values = markerSegments(markers);
  // The translated site's pages (app/(translated)/[lang]/…, their server actions too) in each
  // language it has.
  return {
    ...values,
    id: [...(values.id ?? []), randomUUID()],
    lang: [...TRANSLATED_LANGUAGES],
  };
}

/** Every staff route of the app/ tree: `/staff/...` pages and `/api/staff/...` handlers. */
export function staffRoutePatterns(): string[] {
  return [
    ...new Set(
      routeFiles(APP)
        .map(({ segments }) => `/${segments.join('/')}`)
        .filter((pattern) => /^\/(api\/)?staff(\/|$)/.test(pattern)),
    ),
  ].sort();
}

export function staffRoutes(markers: Markers, only?: string): StaffRoute[] {
  const values = segmentValues(markers);
  const routes: StaffRoute[] = [];
  for (const { segments, file } of routeFiles(APP)) {
    const pattern = `/${segments.join('/')}`;
    if (!/^\/(api\/)?staff(\/|$)/.test(pattern)) continue;
    if (only !== undefined && pattern !== only) continue;
    let urls = [''];
    for (const segment of segments) {
      const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment)?.[1];
      if (!name) {
        urls = urls.map((u) => `${u}/${segment}`);
        continue;
      }
      const samples = values[name];
      if (!samples) throw new Error(`No sample values for [${name}] (${pattern}): add them.`);
      urls = urls.flatMap((u) => samples.map((v) => `${u}/${encodeURIComponent(v)}`));
    }
    for (const url of urls) {
      routes.push({
        pattern,
        url,
        kind: file.startsWith('route') ? 'api' : 'page',
        open: staffPathAccess(url) === 'open',
        secondStep: staffPathAccess(url) === 'second-step',
        access: accessForPath(url),
      });
    }
  }
  return routes;
}

/** A member of staff made straight in the database, and a session cookie of theirs. */
export interface Session {
  label: string;
  cookie: string | null;
  /** What a request with this session is expected to get past: nothing, or the access of a role. */
  roles: StaffRole[] | null;
}

export async function staffMember(roles: StaffRole[], disabled = false) {
  const [user] = await sql<{ id: string }>(
    `INSERT INTO "StaffUser" (id, email, name, "passwordHash", roles, "disabledAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, 'Boundary', '', $2::"StaffRole"[], $3, now()) RETURNING id`,
    [`boundary-${randomUUID()}@example.com`, roles.map(dbRole), disabled ? new Date() : null],
  );
  return user!.id;
}

const dbRole = (role: StaffRole) => (role === 'investor_relations' ? 'investor-relations' : role);

export async function staffSession(
  userId: string,
  { secondFactor = true, revoked = false, idleMinutes = 0 } = {},
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await sql(
    `INSERT INTO "StaffSession" (id, "userId", "expiresAt", "lastSeenAt", "secondFactorAt", "revokedAt")
     VALUES ($1, $2, now() + interval '8 hours', now() - make_interval(mins => $3::int), $4, $5)`,
    [id, userId, idleMinutes, secondFactor ? new Date() : null, revoked ? new Date() : null],
  );
  return id;
}

export async function sessionCookie(
  userId: string,
  sid: string,
  { secret = E2E_AUTH_SECRET, maxAge = 3600 } = {},
): Promise<string> {
  const value = await encode({ token: { sub: userId, sid }, secret, maxAge });
  return `${SESSION_COOKIE}=${value}`;
}

/** A member holding every role but the one the route needs (no roles for routes any member may use). */
export function rolesLacking(access: Access): StaffRole[] {
  return STAFF_ROLES.filter(
    (role) => role !== 'admin' && role !== access && !allows([role], access),
  );
}

/** The request headers a browser's router sends, each of which once skipped the staff gate. */
export const ROUTER_HEADERS: Record<string, Record<string, string>> = {
  plain: {},
  prefetch: { 'Next-Router-Prefetch': '1' },
  'segment prefetch': { 'Next-Router-Segment-Prefetch': '/_tree', 'Next-Router-Prefetch': '1' },
  rsc: { RSC: '1' },
  'rsc with state tree': {
    RSC: '1',
    'Next-Router-State-Tree': encodeURIComponent(
      JSON.stringify([
        '',
        { children: ['staff', { children: ['__PAGE__', {}] }] },
        null,
        null,
        true,
      ]),
    ),
  },
};

/** Other spellings of one address an outsider may try. */
export function spellings(url: string): string[] {
  return [
    `${url}/`,
    url.replace('/staff', '/%73taff'),
    url.replace('/staff', '/st%61ff'),
    `/${url}`,
    url.replace('/staff', '/STAFF'),
    `${url}?_rsc=1`,
    `${url}.rsc`,
    `${url}.txt`,
  ];
}

/** A server action from the build's manifest, and the pages that offer it. */
export interface StaffAction {
  id: string;
  name: string;
  file: string;
  /** The first page that offers it. */
  page: string;
  /** Every page that offers it (a shared action sits on several). */
  pages: string[];
}

/** The staff area's server actions. */
export const staffActions = (markers: Markers): StaffAction[] =>
  serverActions(markers).filter((action) => action.file.startsWith('app/(staff)/'));

/** Every server action in the build (the staff area's and the public mail-link pages'). */
export function serverActions(markers: Markers): StaffAction[] {
  const manifest = JSON.parse(
    readFileSync(path.resolve('.next/server/server-reference-manifest.json'), 'utf8'),
  ) as {
    node: Record<
      string,
      { workers: Record<string, unknown>; filename: string; exportedName: string }
    >;
  };
  const values = segmentValues(markers);
  const pageOf = (worker: string) =>
    `/${worker
      .replace(/^app\//, '')
      .replace(/\/page$/, '')
      .split('/')
      .filter((s) => !/^\(.*\)$/.test(s))
      .map((s) => {
        const name = /^\[(\w+)\]$/.exec(s)?.[1];
        return name ? encodeURIComponent(values[name]![0]!) : s;
      })
      .join('/')}`;
  return Object.entries(manifest.node).map(([id, entry]) => {
    const pages = Object.keys(entry.workers)
      .filter((worker) => worker.endsWith('/page'))
      .map(pageOf);
    const page = pages[0] ?? pageOf(Object.keys(entry.workers)[0]!);
    return { id, name: entry.exportedName, file: entry.filename, page, pages };
  });
}

/**
 * Bodies that call a server action the way React's client does (field `0` holds the arguments,
 * `$K1` a FormData whose fields are prefixed `_1_`), aimed at the target rows: one for each
 * argument shape the staff actions take.
 */
export function actionBodies(targets: string[]): FormData[] {
  const shapes = [['$K1'], ['$undefined', '$K1'], ['directors', '$K1'], ['directors', {}, '$K1']];
  return shapes.flatMap((args) =>
    targets.map((id) =>
      actionBody(args, {
        id,
        entity: 'ContactEnquiry',
        handled: 'true',
        back: '/staff/enquiries',
        op: 'delete',
        // Without the markers' tag: a form that shows a caller's own words again after an error
        // (the first-administrator form keeps the name) is no leak; a change is seen by markerState.
        title: 'Changed by an attack',
        name: 'Changed by an attack',
      }),
    ),
  );
}

/**
 * One call's body. The arguments (field `0`) come last, as React's client sends them: the server
 * reads them as soon as they arrive, and a FormData argument takes only the fields before it.
 */
export function actionBody(args: unknown[], fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify(args));
  return body;
}

/**
 * A fresh, open row of each entity staff mark handled (their features declare them, lib/features; each is
 * stored in the table of its name). A new entity fails the type check here until it has one.
 */
const HANDLED_SAMPLES: Record<HandledEntity, () => [string, unknown[]]> = {
  Subscriber: () => [
    `INSERT INTO "Subscriber" (id, email) VALUES (gen_random_uuid(), $1) RETURNING id`,
    [`handled-${randomUUID()}@example.com`],
  ],
  ContactEnquiry: () => [
    `INSERT INTO "ContactEnquiry" (id, types, name, mobile, email, city, pincode, message)
     VALUES (gen_random_uuid(), ARRAY['led-lights'], 'Handled', '9876543210', 'handled@example.com',
       'Pune', '411001', 'Hello') RETURNING id`,
    [],
  ],
  DealerEnquiry: () => [
    `INSERT INTO "DealerEnquiry" (id, name, number, location)
     VALUES (gen_random_uuid(), 'Handled', '9876543210', 'Pune') RETURNING id`,
    [],
  ],
  WarrantyRegistration: () => {
    const sequence = randomInt(1, 2_000_000_000);
    return [
      `INSERT INTO "WarrantyRegistration" (id, number, "financialYear", sequence, "productLine",
         "modelCode", serial, "purchasedOn", "warrantyEndsOn", "invoiceKey", name, mobile, email, pincode)
       VALUES (gen_random_uuid(), $1, '1998-99', $2, 'inverter-ups', 'IU-1100', $3, '2024-01-01',
         '2029-01-01', '', 'Handled', '9876543210', 'handled@example.com', '160022') RETURNING id`,
      [`WR/1998-99/${sequence}`, sequence, `HD${randomUUID()}`.slice(0, 40)],
    ];
  },
};

export async function insertHandledRow(entity: HandledEntity): Promise<string> {
  const [text, params] = HANDLED_SAMPLES[entity]();
  return (await sql<{ id: string }>(text, params))[0]!.id;
}

export async function isHandled(entity: HandledEntity, id: string): Promise<boolean> {
  const [row] = await sql<{ handledAt: Date | null }>(
    `SELECT "handledAt" FROM "${entity}" WHERE id = $1`,
    [id],
  );
  return row!.handledAt !== null;
}
