import { readdirSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, db } from '@/lib/platform/db/client';
import { freePort } from '@/lib/platform/db/embedded';
import { env } from '@/lib/platform/env';
import { isDatabaseUnavailable, retryOnceIfConnectionLost } from '@/lib/platform/db/outage';

// Jest cannot load @react-pdf (an ES module); the receipt route fails at the database first.
jest.mock('@/lib/receipts/render', () => ({
  receiptPdfData: jest.fn(),
  renderReceiptPdf: jest.fn(),
}));
// Answers 503 because it is switched off (no REVALIDATE_SECRET), not because of the database.
const OFF_WITHOUT_CONFIGURATION = ['/api/revalidate'];

describe('isDatabaseUnavailable', () => {
  it('recognises the ways a lost or unreachable database surfaces', () => {
    const prisma = (code: string, message = '') => Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(prisma('P1001', "Can't reach database server"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        prisma('P2010', 'Raw query failed. Code: `57P01`. Message: `terminating connection`'),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: prisma('ECONNREFUSED') }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(prisma('P2002', 'Unique constraint failed'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('retries a cut write once, and takes a duplicate on retry as done', async () => {
    const lost = Object.assign(new Error('terminating connection'), { code: '57P01' });
    let calls = 0;
    const result = await retryOnceIfConnectionLost(
      async () => {
        calls += 1;
        if (calls === 1) throw lost;
        throw Object.assign(new Error('dup'), { code: 'P2002' });
      },
      {
        isDuplicate: (e) => (e as { code?: string }).code === 'P2002',
        onDuplicate: async () => 'stored',
      },
    );
    expect([result, calls]).toEqual(['stored', 2]);
    // Any other failure is not retried.
    calls = 0;
    await expect(
      retryOnceIfConnectionLost(async () => {
        calls += 1;
        throw new Error('check constraint');
      }),
    ).rejects.toThrow('check constraint');
    expect(calls).toBe(1);
  });
});

/** Every public route handler under app/api (the staff and sign-in ones check a session first). */
function publicRoutes(
  dir = path.resolve('app/api'),
  prefix = '/api',
): { url: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (prefix === '/api' && ['staff', 'auth'].includes(entry.name)) return [];
      // A route group, `(old-site)`, adds nothing to the address.
      return publicRoutes(full, /^\(.*\)$/.test(entry.name) ? prefix : `${prefix}/${entry.name}`);
    }
    return entry.name === 'route.ts' ? [{ url: prefix, file: full }] : [];
  });
}

describe('with the database unreachable', () => {
  beforeAll(async () => {
    const closed = await freePort();
    connectDatabase(`postgresql://nobody:x@127.0.0.1:${closed}/none?sslmode=disable`);
    // Payments configured, so the payment API gets as far as the database.
    Object.assign(env, {
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsecret',
    });
  });
  afterAll(async () => {
    await db().$disconnect();
  });

  const routes = publicRoutes();
  it('finds the public API in the app/ tree', () => {
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/contact/contactsubmit',
        '/api/payment/create-order',
        '/api/ready',
      ]),
    );
  });

  it.each(routes.map((r) => [r.url, r.file]))(
    '%s answers 503 with Retry-After (or needs no database), never 500',
    async (url, file) => {
      const routeModule = (await import(file)) as Record<string, unknown>;
      for (const method of ['GET', 'POST'] as const) {
        const run = routeModule[method] as
          ((req: Request, ctx: unknown) => Promise<Response> | Response) | undefined;
        if (!run) continue;
        const request = new Request(`http://localhost${url}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        const response = await run(request, { params: Promise.resolve({ token: 'a'.repeat(43) }) });
        expect(response.status).not.toBe(500);
        if (response.status === 503 && !OFF_WITHOUT_CONFIGURATION.includes(url)) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          const body = (await response.json()) as { message?: unknown; status?: unknown };
          expect(typeof (body.message ?? body.status)).toBe('string');
        }
      }
    },
  );
});
