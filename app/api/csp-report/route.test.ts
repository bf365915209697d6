import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { CROSS_SITE_MESSAGES } from '@/content/api';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';
import { CSP_REPORT_MESSAGES } from '@/content/api';
import { POST } from './route';

const SITE = new URL(env.SITE_URL).origin;

function post(body: string, type: string, headers: Record<string, string> = {}) {
  return POST(
    new Request(`${SITE}/api/csp-report`, {
      method: 'POST',
      body,
      headers: { 'content-type': type, 'x-forwarded-for': randomClientAddress(), ...headers },
    }),
  );
}

/** What Chrome posts for `report-uri`. */
const legacyReport = (path: string, blocked: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': `${SITE}${path}?email=payer%40example.com#step2`,
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
      disposition: 'enforce',
      'blocked-uri': blocked,
      'line-number': 12,
      'column-number': 3,
      'source-file': `${SITE}/_next/static/chunks/a.js?v=1`,
      'status-code': 200,
      'script-sample': '',
      ...extra,
    },
  });

/** What the Reporting API posts for `report-to`: a batch. */
const reportingBatch = (path: string, blocked: string) =>
  JSON.stringify([
    { type: 'deprecation', url: `${SITE}${path}`, body: { id: 'x' } },
    {
      type: 'csp-violation',
      age: 10,
      url: `${SITE}${path}`,
      user_agent: 'Mozilla/5.0 Test',
      body: {
        documentURL: `${SITE}${path}`,
        blockedURL: blocked,
        effectiveDirective: 'script-src-elem',
        originalPolicy: "default-src 'self'",
        disposition: 'enforce',
        sample: 'alert(1)',
        statusCode: 200,
        lineNumber: null,
        columnNumber: null,
      },
    },
  ]);

const rowsFor = (blockedUri: string) =>
  db().cspReport.findMany({ where: { blockedUri }, orderBy: { firstSeenAt: 'asc' } });

afterAll(() => db().$disconnect());

describe('POST /api/csp-report', () => {
  it('stores a report-uri report, normalised: path only, no query or fragment', async () => {
    const blocked = `https://evil-${randomUUID()}.example/skim.js`;
    const response = await post(
      legacyReport('/online-payment', `${blocked}?card=4111#x`),
      'application/csp-report',
      { origin: SITE, 'user-agent': 'Mozilla/5.0 Legacy' },
    );
    expect(response.status).toBe(204);
    expect(await rowsFor(blocked)).toEqual([
      expect.objectContaining({
        documentPath: '/online-payment',
        directive: 'script-src-elem',
        blockedUri: blocked,
        sourceFile: `${SITE}/_next/static/chunks/a.js`,
        lineNumber: 12,
        columnNumber: 3,
        sample: null,
        disposition: 'enforce',
        userAgent: 'Mozilla/5.0 Legacy',
        count: 1,
        reviewedAt: null,
      }),
    ]);
  });

  it('stores the CSP reports of a Reporting API batch and skips the other types', async () => {
    const blocked = `https://evil-${randomUUID()}.example/a.js`;
    const response = await post(reportingBatch('/staff/mail', blocked), 'application/reports+json');
    expect(response.status).toBe(204);
    expect(await rowsFor(blocked)).toEqual([
      expect.objectContaining({
        documentPath: '/staff/mail',
        sample: 'alert(1)',
        userAgent: 'Mozilla/5.0 Test',
        lineNumber: null,
      }),
    ]);
    expect(
      await db().cspReport.count({ where: { documentPath: '/staff/mail', directive: 'unknown' } }),
    ).toBe(0);
  });

  it('counts a repeat (same page, directive and source) instead of adding a row, and reopens it', async () => {
    const blocked = `https://evil-${randomUUID()}.example/a.js`;
    await post(legacyReport('/online-payment', blocked), 'application/csp-report');
    const [first] = await rowsFor(blocked);
    await db().cspReport.update({ where: { id: first!.id }, data: { reviewedAt: new Date() } });
    const again = await Promise.all(
      [1, 2, 3].map(() => post(legacyReport('/online-payment', blocked), 'application/csp-report')),
    );
    expect(again.map((r) => r.status)).toEqual([204, 204, 204]);
    // A different page is its own row.
    await post(legacyReport('/staff', blocked), 'application/csp-report');
    const rows = await rowsFor(blocked);
    expect(rows.map((r) => [r.documentPath, r.count, r.reviewedAt])).toEqual([
      ['/online-payment', 4, null],
      ['/staff', 1, null],
    ]);
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(rows[0]!.firstSeenAt.getTime() - 1);
  });

  it('cuts long fields and strips control characters', async () => {
    const blocked = `https://evil-${randomUUID()}.example/${'a'.repeat(2000)}`;
    const response = await post(
      legacyReport('/online-payment', blocked, {
        'effective-directive': 'script-src-elem\n',
        'script-sample': `x\u0000${'y'.repeat(1000)}`,
      }),
      'application/csp-report',
    );
    expect(response.status).toBe(204);
    const [row] = await db().cspReport.findMany({
      where: { blockedUri: { startsWith: blocked.slice(0, 60) } },
    });
    expect(row!.blockedUri).toHaveLength(512);
    expect(row!.sample).toHaveLength(256);
    expect(row!.sample!.startsWith('x y')).toBe(true);
  });

  it.each([
    ['not JSON', '{"csp-report":', CSP_REPORT_MESSAGES.json],
    ['a JSON string', '"hello"', CSP_REPORT_MESSAGES.none],
    ['an empty object', '{}', CSP_REPORT_MESSAGES.none],
    [
      'a report without a page',
      '{"csp-report":{"blocked-uri":"inline"}}',
      CSP_REPORT_MESSAGES.none,
    ],
    [
      'a report about another website',
      legacyReport('/x', 'inline').replaceAll(SITE, 'https://attacker.example'),
      CSP_REPORT_MESSAGES.none,
    ],
    [
      'a batch of other report types',
      '[{"type":"deprecation","body":{}},null,7]',
      CSP_REPORT_MESSAGES.none,
    ],
    [
      'a report whose fields have the wrong types',
      '{"csp-report":{"document-uri":7,"blocked-uri":[]}}',
      CSP_REPORT_MESSAGES.none,
    ],
  ])('answers 400 to %s, storing nothing', async (_, body, message) => {
    // Other test files store reports at the same time, each about an https://evil-<uuid> address.
    const ours = () =>
      db().cspReport.count({ where: { NOT: { blockedUri: { startsWith: 'https://evil-' } } } });
    const before = await ours();
    const response = await post(body, 'application/csp-report');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await ours()).toBe(before);
  });

  it('answers 413 to a body over 16 KB', async () => {
    const response = await post(
      legacyReport('/online-payment', 'inline', { 'script-sample': 'x'.repeat(17_000) }),
      'application/csp-report',
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large (at most 16 KB).' });
  });

  it('answers 415 to a body type a foreign page can send without a preflight, 403 to another Origin', async () => {
    const body = legacyReport('/online-payment', 'inline');
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post(body, type);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGES['csp-report'] });
    }
    const foreign = await post(body, 'application/csp-report', {
      origin: 'https://attacker.example',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: CROSS_SITE_MESSAGES.origin });
  });

  it('limits each client address (30 a minute), then answers 429 with Retry-After', async () => {
    const ip = randomClientAddress();
    const report = () =>
      post(legacyReport('/online-payment', 'inline'), 'application/csp-report', {
        'x-forwarded-for': ip,
      });
    const statuses: number[] = [];
    await startInOneWindow();
    for (let i = 0; i < 30; i++) statuses.push((await report()).status);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
