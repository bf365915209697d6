import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { CROSS_SITE_MESSAGES } from '@/content/api';
import { randomClientAddress } from '@/lib/platform/http/testing';

/**
 * Every state-changing endpoint under app/api, listed from the tree (so a new endpoint is
 * covered without editing this test), refuses cross-site posts: another site's Origin is 403,
 * a body type a foreign page can send without a CORS preflight is 415.
 */
const API = path.join(process.cwd(), 'app/api');

/** Not browser endpoints, each for a reason (lib/platform/http/cross-site.ts): */
const EXEMPT: Record<string, string> = {
  'payment/webhook': 'server to server from Razorpay, signed over the raw body',
  'auth/[...nextauth]': "next-auth's own routes, guarded by its CSRF token",
  revalidate: 'needs a bearer secret no browser holds',
  'whatsapp/webhook': 'server to server from Meta, signed over the raw body (X-Hub-Signature-256)',
  'text-messages/status/[id]':
    'server to server from the SMS gateway, signed for each message (?sig=)',
};

/** The body types our own pages (and, for CSP reports, browsers) send. */
const OWN_BODY_TYPES = [
  'application/json',
  'multipart/form-data; boundary=x',
  'application/csp-report',
  'application/reports+json',
];

/**
 * Endpoints that take a form body a foreign page could also send, each for a reason: the guard
 * still refuses another site's Origin and every other body type.
 */
const FORM_BODY: Record<string, string> = {
  'newsletter/unsubscribe':
    'RFC 8058 one-click unsubscribe, posted by mail providers; authorised by the signed token',
};

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request, context: unknown) => Promise<Response>;

const routeFiles = readdirSync(API, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /(^|\/)route\.tsx?$/.test(file),
);
/** Read from the source, so that GET-only modules (the receipt PDF) need not load in Jest. */
const changesState = (file: string) =>
  /export\s+(const|(async\s+)?function)\s+(POST|PUT|PATCH|DELETE)\b|\bas\s+(POST|PUT|PATCH|DELETE)\b/.test(
    readFileSync(path.join(API, file), 'utf8'),
  );
/** A handler's address under /api: route groups, `(old-site)`, add nothing to it. */
const addressOf = (file: string) =>
  path
    .dirname(file)
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .join('/');
const folderOf = new Map(routeFiles.map((file) => [addressOf(file), path.dirname(file)]));
const endpoints = routeFiles
  .filter(changesState)
  .map(addressOf)
  .filter((dir) => !(dir in EXEMPT))
  .sort();

const SITE_ORIGIN = new URL(env.SITE_URL).origin;
const context = { params: Promise.resolve({}) };

function request(endpoint: string, method: string, headers: Record<string, string>) {
  return new Request(`${SITE_ORIGIN}/api/${endpoint}`, {
    method,
    body: 'email=a@example.com',
    headers: { 'x-forwarded-for': randomClientAddress(), ...headers },
  });
}

async function handlersOf(endpoint: string): Promise<[string, Handler][]> {
  const routeModule = (await import(path.join(API, folderOf.get(endpoint)!, 'route'))) as Record<
    string,
    unknown
  >;
  return STATE_CHANGING.filter((m) => typeof routeModule[m] === 'function').map((m) => [
    m,
    routeModule[m] as Handler,
  ]);
}

afterAll(() => db().$disconnect());

it('finds the public endpoints, and every exempt one still exists', () => {
  expect(endpoints).toEqual(
    expect.arrayContaining(['contact/contactsubmit', 'dealers/dealersubmit', 'csp-report']),
  );
  expect(endpoints).toEqual(expect.arrayContaining(Object.keys(FORM_BODY)));
  for (const dir of Object.keys(EXEMPT)) expect(existsSync(path.join(API, dir))).toBe(true);
});

describe.each(endpoints)('/api/%s', (endpoint) => {
  it('answers 403 to a post from another website, whatever its body type', async () => {
    for (const [method, handle] of await handlersOf(endpoint)) {
      for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
        const response = await handle(
          request(endpoint, method, { origin: 'https://attacker.example', 'content-type': type }),
          context,
        );
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ message: CROSS_SITE_MESSAGES.origin });
      }
    }
  });

  it('answers 415 to the body types a foreign page can send without a preflight (but its own form)', async () => {
    const simple = ['text/plain', 'application/x-www-form-urlencoded', undefined];
    const refused = endpoint in FORM_BODY ? ['text/plain', 'application/json', undefined] : simple;
    for (const [method, handle] of await handlersOf(endpoint)) {
      for (const type of refused) {
        const headers: Record<string, string> = { origin: SITE_ORIGIN };
        if (type) headers['content-type'] = type;
        const response = await handle(request(endpoint, method, headers), context);
        expect(response.status).toBe(415);
      }
    }
  });

  it('lets its own origin (or no Origin) past the guard with its own body type', async () => {
    for (const [method, handle] of await handlersOf(endpoint)) {
      const passed: Record<string, string[]> = {};
      for (const origin of [SITE_ORIGIN, undefined]) {
        for (const type of OWN_BODY_TYPES) {
          const headers: Record<string, string> = { 'content-type': type };
          if (origin) headers.origin = origin;
          const { status } = await handle(request(endpoint, method, headers), context);
          expect(status).not.toBe(403);
          if (status !== 415) (passed[String(origin)] ??= []).push(type);
        }
      }
      // At least one body type gets through, the same ones with and without an Origin header.
      expect(passed[SITE_ORIGIN]?.length).toBeGreaterThan(0);
      expect(passed.undefined).toEqual(passed[SITE_ORIGIN]);
    }
  });
});
