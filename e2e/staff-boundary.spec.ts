import { allows, STAFF_ROLES, type StaffRole } from '@/lib/platform/auth/roles';
import {
  accessForPath,
  HANDLED_ENTITIES,
  HANDLED_INBOXES,
  HANDLED_OWNERS,
  type HandledEntity,
  MAIL_ACCESS,
  MAIL_KIND_NAMES,
  MAIL_KINDS,
} from '@/lib/features';
import { randomBytes, randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { STAFF_ACCESS_TEXT } from '@/content/staff';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import {
  insertMarkers,
  markerState,
  rolesLacking,
  ROUTER_HEADERS,
  segmentValues,
  sessionCookie,
  actionBodies,
  actionBody,
  insertHandledRow,
  isHandled,
  spellings,
  staffActions,
  staffMember,
  staffRoutePatterns,
  staffRoutes,
  staffSession,
  type Markers,
  type StaffRoute,
} from './support/staff-boundary';

/**
 * The staff boundary, attacked from outside: every staff route in the app/ tree, requested with
 * every kind of missing or broken session and with each of the router's headers, must answer a
 * redirect, 401 or 403 with none of the marker rows' words in it. A new staff page or handler is
 * attacked without any edit here.
 */

// Made once per worker: markers and the sessions below live in the e2e database.
let markers: Markers;
let routes: StaffRoute[];
let outsiders: { label: string; cookie: string | null; secondStep?: boolean }[];
let api: APIRequestContext;
let origin: string;

test.beforeAll(async ({ baseURL }) => {
  markers = await insertMarkers();
  routes = staffRoutes(markers);
  const admin = await staffMember(['admin']);
  const live = await staffSession(admin);
  const revoked = await staffSession(admin, { revoked: true });
  const idle = await staffSession(admin, { idleMinutes: 120 });
  const passwordOnly = await staffSession(admin, { secondFactor: false });
  const disabled = await staffMember(['admin'], true);
  outsiders = [
    { label: 'anonymous', cookie: null },
    { label: 'garbage cookie', cookie: 'staff-session=garbage' },
    {
      label: 'forged cookie',
      cookie: await sessionCookie(admin, live, { secret: 'x'.repeat(40) }),
    },
    { label: 'expired cookie', cookie: await sessionCookie(admin, live, { maxAge: -60 }) },
    { label: 'revoked session', cookie: await sessionCookie(admin, revoked) },
    { label: 'idle session', cookie: await sessionCookie(admin, idle) },
    {
      label: 'disabled member',
      cookie: await sessionCookie(disabled, await staffSession(disabled)),
    },
    {
      label: 'password step only',
      cookie: await sessionCookie(admin, passwordOnly),
      secondStep: true,
    },
  ];
  api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  origin = new URL(baseURL!).origin;
});

test.afterAll(() => api?.dispose());

async function attack(url: string, cookie: string | null, headers: Record<string, string>) {
  // Absolute, so that a path such as //staff is sent as it is.
  const response = await api.get(`${origin}${url}`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    maxRedirects: 0,
  });
  return { status: response.status(), body: await response.text(), headers: response.headers() };
}

function expectNoMarkers(body: string, what: string) {
  expect(body.includes(markers.tag), `${what} leaked a marker`).toBe(false);
}

test('the test finds the staff routes in the app tree', () => {
  const patterns = new Set(routes.map((r) => r.pattern));
  // A sample of what must be there; the list itself comes from the files.
  for (const known of [
    '/staff',
    '/staff/payments',
    '/staff/investors/[table]/[id]',
    '/api/staff/payments/export',
  ]) {
    expect(patterns).toContain(known);
  }
  expect(routes.length).toBeGreaterThan(20);
});

test('an admin sees each marker where it belongs (so a leak would be seen)', async () => {
  const admin = await staffMember(['admin']);
  const cookie = await sessionCookie(admin, await staffSession(admin));
  for (const url of [
    '/staff/enquiries',
    `/staff/enquiries/${markers.contactId}`,
    '/staff/dealers',
    `/staff/dealers/${markers.dealerId}`,
    '/staff/subscribers',
    '/staff/mail',
    '/staff/service-requests',
    `/staff/service-requests/${markers.serviceRequestId}`,
    '/staff/warranty',
    `/staff/warranty/${markers.warrantyId}`,
    '/staff/payments',
    '/staff/audit',
    '/staff/csp-reports',
    '/staff/investors/directors',
    '/staff/investors/documents',
    '/staff/outlets',
    '/staff/catalogue',
    `/staff/catalogue/${markers.catalogueModelId}`,
    '/api/staff/payments/export',
    '/api/staff/outlets/export',
    '/api/staff/catalogue/export',
  ]) {
    const { status, body } = await attack(url, cookie, {});
    expect(status, url).toBe(200);
    expect(body, url).toContain(markers.tag);
  }
});

/** Sends the requests six at a time (the server answers them in parallel). */
async function all<T>(items: readonly T[], each: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

const headerVariants = Object.entries(ROUTER_HEADERS);

/**
 * The attacks on one address of a route file. The first address gets every one: each broken or
 * missing session with each of the router's headers, a member lacking the role with each header,
 * and each other spelling of the address. The file's other addresses (the same page with other
 * tables and rows in its segments) get every session and a member lacking the role too, each
 * with one header, and two of the spellings; which header and which spellings turns with the
 * address, so across a file's addresses the pairs are tried again with other rows. (Each
 * address with every pair was 3,400 requests for /staff/investors/[table]/[id] alone.)
 */
function attacksOn(index: number) {
  const turn = <T>(list: readonly T[], i: number) => list[(index + i) % list.length]!;
  return {
    outsiders: outsiders.flatMap((o, i) =>
      index === 0
        ? headerVariants.map((h) => [o, ...h] as const)
        : [[o, ...turn(headerVariants, i)] as const],
    ),
    lacking: index === 0 ? headerVariants : [turn(headerVariants, 0)],
    spellings: (url: string) => {
      const all = spellings(url);
      return index === 0 ? all : [turn(all, 0), turn(all, all.length / 2)];
    },
  };
}

/** One member per set of roles, made when first needed (each has its own session). */
const membersByRoles = new Map<string, Promise<string>>();
function memberCookie(roles: StaffRole[]): Promise<string> {
  const key = [...roles].sort().join(',');
  if (!membersByRoles.has(key)) {
    membersByRoles.set(
      key,
      staffMember(roles).then(async (member) => sessionCookie(member, await staffSession(member))),
    );
  }
  return membersByRoles.get(key)!;
}

// One test per route file, listed from the app/ tree when the suite is collected.
for (const pattern of staffRoutePatterns()) {
  test(`${pattern}: refused to outsiders and members without the role, leaking nothing`, async () => {
    test.setTimeout(120_000);
    const mine = routes.filter((r) => r.pattern === pattern);
    expect(mine.length, pattern).toBeGreaterThan(0);
    for (const [index, route] of mine.filter((r) => !r.open).entries()) {
      const attacks = attacksOn(index);
      // Broken or missing sessions, with the router's headers.
      await all(attacks.outsiders, async ([outsider, name, headers]) => {
        const what = `${route.url} (${outsider.label}, ${name})`;
        const { status, body, headers: answer } = await attack(route.url, outsider.cookie, headers);
        expectNoMarkers(body, what);
        // The second sign-in step is where a half-signed-in session belongs.
        if (route.secondStep && outsider.secondStep) return;
        if (route.kind === 'api') {
          expect(status, what).toBe(401);
          expect(JSON.parse(body), what).toEqual({ message: 'Please sign in.' });
          return;
        }
        expect(status, what).toBe(307);
        // Next writes the target as the redirect's only text; nothing of the page comes with it.
        expect([answer.location, ''], `${what}: a redirect carries no page`).toContain(body);
        const location = new URL(answer.location!, 'http://x').pathname;
        expect(location, what).toBe(
          outsider.secondStep && !route.secondStep ? '/staff/login/enrol' : '/staff/login',
        );
      });
      // A member holding every role but the one this route needs.
      if (route.access !== 'signed-in' && !route.secondStep) {
        const cookie = await memberCookie(rolesLacking(route.access));
        await all(attacks.lacking, async ([name, headers]) => {
          const what = `${route.url} (lacking ${route.access}, ${name})`;
          const { status, body } = await attack(route.url, cookie, headers);
          expectNoMarkers(body, what);
          expect(status, what).toBe(403);
        });
      }
      // Other spellings of the address, anonymously and as a member without roles.
      const noRolesCookie = await memberCookie([]);
      const tries = attacks
        .spellings(route.url)
        .flatMap((url) => [
          [url, null, ROUTER_HEADERS.plain!] as const,
          [url, null, ROUTER_HEADERS.rsc!] as const,
          [url, noRolesCookie, ROUTER_HEADERS['rsc with state tree']!] as const,
        ]);
      await all([...tries], async ([url, cookie, headers]) => {
        const what = `${url} (${cookie ? 'no roles' : 'anonymous'})`;
        const { status, body } = await attack(url, cookie, headers);
        expectNoMarkers(body, what);
        if (cookie === null || route.access !== 'signed-in') {
          expect(status < 200 || status >= 300, `${what} answered ${status}`).toBe(true);
        }
      });
    }
    // Routes any member may use (and the open ones) show a member without roles no marker.
    const member = await staffMember([]);
    const cookie = await sessionCookie(member, await staffSession(member));
    for (const route of mine.filter((r) => r.open || r.access === 'signed-in')) {
      await all(headerVariants, async ([name, headers]) => {
        const { body } = await attack(route.url, cookie, headers);
        expectNoMarkers(body, `${route.url} (no roles, ${name})`);
      });
    }
  });
}

test.describe('every staff server action', () => {
  test.setTimeout(240_000);

  test('is found in the build', () => {
    const names = staffActions(markers).map((a) => a.name);
    for (const known of [
      'markHandled',
      'changeOrderedRow',
      'saveCollectionRow',
      'resendOutboxMail',
    ]) {
      expect(names).toContain(known);
    }
  });

  /** Each inbox's own "mark handled" action, by the entity it marks (its feature's inbox). */
  const markHandledOf = (entity: HandledEntity) => {
    const inbox = HANDLED_INBOXES[entity];
    const action = staffActions(markers).find(
      (a) => a.name === 'markHandled' && a.pages.includes(inbox),
    );
    expect(action, `the markHandled action of ${inbox}`).toBeTruthy();
    return { ...action!, page: inbox };
  };

  test('works for a member with the role (so the calls below are real calls)', async () => {
    const admin = await staffMember(['admin']);
    const cookie = await sessionCookie(admin, await staffSession(admin));
    const mark = markHandledOf('DealerEnquiry');
    const id = await insertHandledRow('DealerEnquiry');
    const response = await api.post(mark.page, {
      headers: { cookie, 'Next-Action': mark.id },
      multipart: actionBody(['$K1'], { id, handled: 'true' }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await isHandled('DealerEnquiry', id)).toBe(true);
  });

  test('each inbox marks its own rows only, and only for the role that owns them', async () => {
    const marks = HANDLED_ENTITIES.map((entity) => ({ entity, ...markHandledOf(entity) }));
    // One action per inbox: no action is shared, so none takes the row's kind from the form.
    expect(new Set(marks.map((m) => m.id)).size).toBe(marks.length);
    const members = await Promise.all(
      STAFF_ROLES.map(async (role) => {
        const member = await staffMember([role]);
        return { role, cookie: await sessionCookie(member, await staffSession(member)) };
      }),
    );
    // Every inbox's action, as each role, aimed at a row of every entity the code declares.
    const calls = marks.flatMap((mark) =>
      members.flatMap((member) => HANDLED_ENTITIES.map((entity) => ({ mark, member, entity }))),
    );
    await all(calls, async ({ mark, member, entity }) => {
      const id = await insertHandledRow(entity);
      const response = await api.post(mark.page, {
        headers: { cookie: member.cookie, 'Next-Action': mark.id },
        // An old-style `entity` field is ignored: the action's entity is its inbox's.
        multipart: actionBody(['$K1'], { id, entity, handled: 'true' }),
        maxRedirects: 0,
      });
      const what = `${entity} row at ${mark.page} (${mark.entity}) as ${member.role}`;
      // The proxy refuses an inbox outside the member's roles, the action an entity outside them.
      const allowed =
        allows([member.role], accessForPath(mark.page)) &&
        allows([member.role], HANDLED_OWNERS[mark.entity]);
      expect(response.status(), what).toBe(allowed ? 200 : 403);
      expect(await isHandled(entity, id), what).toBe(allowed && entity === mark.entity);
    });
  });

  test('a malformed "mark handled" names no row: 404, and nothing changes', async () => {
    const mark = markHandledOf('DealerEnquiry');
    const admin = await staffMember(['admin']);
    const cookie = await sessionCookie(admin, await staffSession(admin));
    const id = await insertHandledRow('DealerEnquiry');
    const forms: Record<string, string>[] = [
      { id: 'not-a-uuid', handled: 'true' },
      { id, handled: 'yes' },
      { id },
      { handled: 'true' },
    ];
    for (const bad of forms) {
      const response = await api.post(mark.page, {
        headers: { cookie, 'Next-Action': mark.id },
        multipart: actionBody(['$K1'], bad),
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(bad)).toBe(404);
    }
    expect(await isHandled('DealerEnquiry', id)).toBe(false);
  });

  test('lists and resends each kind of mail only for the role that owns it', async () => {
    const resend = staffActions(markers).find((a) => a.name === 'resendOutboxMail')!;
    // Posted where its button is (the proxy alone would refuse it on another role's page).
    expect(resend.pages).toContain('/staff/mail');
    const tag = `mail${randomBytes(6).toString('hex')}`;
    const failedMail = async (kind: string) =>
      (
        await sql<{ id: string }>(
          `INSERT INTO "MailOutbox" (id, "to", subject, text, status, attempts, kind)
           VALUES (gen_random_uuid(), $1, $2, 'Hello', 'failed', 20, $3) RETURNING id`,
          [`${kind}-${tag}@example.com`, `Subject ${kind} ${tag}`, kind],
        )
      )[0]!.id;
    // Every kind the code declares, each as its own failed mail.
    for (const kind of MAIL_KIND_NAMES) await failedMail(kind);
    await all(STAFF_ROLES, async (role) => {
      const member = await staffMember([role]);
      const cookie = await sessionCookie(member, await staffSession(member));
      const page = await attack(`/staff/mail?q=${tag}`, cookie, {});
      const opens = allows([role], MAIL_ACCESS);
      expect(page.status, `/staff/mail as ${role}`).toBe(opens ? 200 : 403);
      for (const kind of MAIL_KIND_NAMES) {
        const owns = allows([role], MAIL_KINDS[kind]);
        const what = `${kind} mail as ${role}`;
        expect(page.body.includes(`Subject ${kind} ${tag}`), what).toBe(owns);
        // A fresh mail each time: one resent is no longer failed.
        const id = await failedMail(kind);
        const response = await api.post('/staff/mail', {
          headers: { cookie, 'Next-Action': resend.id },
          multipart: actionBody(['$K1'], { id }),
          maxRedirects: 0,
        });
        const [row] = await sql<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM "MailOutbox" WHERE id = $1`,
          [id],
        );
        if (opens && owns) {
          expect(response.status(), what).toBeLessThan(400);
          expect(row!.attempts, what).toBeLessThan(20);
        } else {
          expect(response.status(), what).toBe(403);
          expect(row, what).toEqual({ status: 'failed', attempts: 20 });
        }
        if (opens && !owns) {
          // The same form posted without script (no Next-Action header): the 403 page too,
          // never Next.js's not-found page (its answer to forbidden() in such a post).
          const form = new FormData();
          form.append(`$ACTION_ID_${resend.id}`, '');
          form.append('id', id);
          const plain = await api.post('/staff/mail', {
            headers: { cookie },
            multipart: form,
            maxRedirects: 0,
          });
          expect(plain.status(), `${what}, without script`).toBe(303);
          const refused = await attack(plain.headers().location!, cookie, {});
          expect(refused.status, `${what}, without script`).toBe(403);
          expect(refused.body, `${what}, without script`).toContain(
            STAFF_ACCESS_TEXT.forbiddenTitle,
          );
          const [after] = await sql<{ status: string; attempts: number }>(
            `SELECT status, attempts FROM "MailOutbox" WHERE id = $1`,
            [id],
          );
          expect(after, `${what}, without script`).toEqual({ status: 'failed', attempts: 20 });
        }
      }
    });
  });

  test('changes an investor table only for investor relations, whichever table it names', async () => {
    const actions = staffActions(markers).filter((a) =>
      ['changeOrderedRow', 'saveCollectionRow'].includes(a.name),
    );
    expect(actions).toHaveLength(2);
    // Every table the menu lists (each collection has its entry), and one that does not exist.
    const tables = segmentValues(markers).table!;
    const before = await markerState(markers);
    const calls = STAFF_ROLES.flatMap((role) =>
      tables.flatMap((table) => actions.map((action) => ({ role, table, action }))),
    );
    const cookies = new Map<string, string>();
    for (const role of STAFF_ROLES) {
      const member = await staffMember([role]);
      cookies.set(role, await sessionCookie(member, await staffSession(member)));
    }
    await all(calls, async ({ role, table, action }) => {
      // A row that does not exist (move) and an empty form (save): allowed calls change nothing.
      const args = action.name === 'saveCollectionRow' ? [table, {}, '$K1'] : [table, '$K1'];
      const response = await api.post(`/staff/investors/${table}`, {
        headers: { cookie: cookies.get(role)!, 'Next-Action': action.id },
        multipart: actionBody(args, { id: randomUUID(), op: 'archive' }),
        maxRedirects: 0,
      });
      const what = `${action.name}(${table}) as ${role}`;
      if (allows([role], 'investor_relations')) {
        expect(response.status(), what).toBeLessThan(400);
      } else {
        expect(response.status(), what).toBe(403);
      }
    });
    expect(await markerState(markers)).toBe(before);
  });

  test('changes nothing for outsiders or members without the role', async () => {
    const before = await markerState(markers);
    const sales = [markers.contactId, markers.dealerId, markers.subscriberId, markers.mailId];
    const afterSales = [markers.outletId, markers.warrantyId, markers.serviceRequestId];
    const investors = [markers.directorId, markers.documentId];
    // Nobody below holds the catalogue role: each aims at its model too.
    const catalogue = markers.catalogueModelId;
    // Each member aims at the rows outside its roles, where no call of theirs may land.
    const investorsOnly = await staffMember(['investor_relations']);
    const salesAndAccounts = await staffMember(['sales', 'accounts']);
    const serviceOnly = await staffMember(['service']);
    // Outsiders are refused before any row is read: one target each is enough.
    const attackers: {
      cookie: string | null;
      roles: StaffRole[];
      targets: string[];
      outsider?: boolean;
    }[] = [
      ...outsiders.map((o) => ({
        cookie: o.cookie,
        roles: [],
        targets: [markers.contactId],
        outsider: true,
      })),
      {
        cookie: await sessionCookie(investorsOnly, await staffSession(investorsOnly)),
        roles: ['investor_relations'],
        targets: [...sales, ...afterSales, markers.orderId, markers.cspReportId, catalogue],
      },
      {
        cookie: await sessionCookie(salesAndAccounts, await staffSession(salesAndAccounts)),
        roles: ['sales', 'accounts'],
        targets: [...investors, ...afterSales, markers.cspReportId, catalogue],
      },
      {
        cookie: await sessionCookie(serviceOnly, await staffSession(serviceOnly)),
        roles: ['service'],
        targets: [...sales, ...investors, markers.orderId, markers.cspReportId, catalogue],
      },
    ];
    // A member on a page of their roles sends every argument shape at every target. On a page
    // outside their roles each target gets one shape, and an outsider sends one shape to each
    // action; the shape turns with the action and the target, so every action still gets every
    // shape from them.
    const calls = staffActions(markers).flatMap((action, a) =>
      attackers.flatMap((attacker, i) => {
        const bodies = actionBodies(attacker.targets);
        const count = attacker.targets.length;
        const shapes = bodies.length / count;
        const full = !attacker.outsider && allows(attacker.roles, accessForPath(action.page));
        const chosen = full
          ? bodies
          : attacker.targets.map((_, t) => bodies[((a + i + t) % shapes) * count + t]!);
        return chosen.map((body) => ({ action, attacker, body }));
      }),
    );
    await all(calls, async ({ action, attacker: { cookie, roles }, body }) => {
      const response = await api.post(action.page, {
        headers: { 'Next-Action': action.id, ...(cookie ? { cookie } : {}) },
        multipart: body,
        maxRedirects: 0,
      });
      // Whatever the arguments, a bad call is refused, never a server error.
      expect(response.status(), `${action.name} on ${action.page}`).toBeLessThan(500);
      // A member may see the page the action sits on; an outsider may see nothing.
      if (cookie === null || !allows(roles, accessForPath(action.page))) {
        expectNoMarkers(await response.text(), `${action.name} on ${action.page}`);
      }
    });
    expect(await markerState(markers)).toBe(before);
  });
});

test('the attacks changed nothing', async () => {
  test.setTimeout(120_000);
  // Reads every marker row before and after one more round of plain requests and posts.
  const before = await markerState(markers);
  for (const route of routes.filter((r) => !r.open)) {
    for (const outsider of outsiders) {
      await api.post(route.url, {
        headers: outsider.cookie ? { cookie: outsider.cookie } : {},
        multipart: actionBody(['$K1'], {
          id: markers.contactId,
          entity: 'ContactEnquiry',
          op: 'delete',
        }),
        maxRedirects: 0,
      });
    }
  }
  expect(await markerState(markers)).toBe(before);
});
