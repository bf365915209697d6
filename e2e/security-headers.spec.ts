import { expect, test } from './support/fixtures';
import { sessionCookie, staffMember, staffSession } from './support/staff-boundary';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

test('static pages carry the security headers and a CSP that keeps them static', async ({
  request,
}) => {
  const response = await request.get('/about-us');
  const h = response.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-powered-by']).toBeUndefined();
  expect(h['strict-transport-security']).toBeUndefined(); // plain HTTP here
  const csp = h['content-security-policy'] ?? '';
  expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  for (const d of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(d);
  }
  expect(h['x-nextjs-prerender'] ?? h['x-nextjs-cache']).toBeTruthy();
});

test('the payment page gets a fresh nonce with strict-dynamic, used by its scripts', async ({
  request,
}) => {
  const first = await request.get('/online-payment');
  const second = await request.get('/online-payment');
  const scriptSrc = directive(first.headers()['content-security-policy'] ?? '', 'script-src');
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test('the API answers with the security headers and a CSP that allows nothing', async ({
  request,
}) => {
  const response = await request.post('/api/emailsubscribe/submitsubscribemail', {
    data: '[',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status()).toBe(400);
  const h = response.headers();
  expect(h['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-content-type-options']).toBe('nosniff');
});

test('HSTS is sent with every response when the site is reached over HTTPS', async ({
  request,
}) => {
  const home = await request.get('/');
  const asset = /\/_next\/static\/[^"]+\.js/.exec(await home.text())?.[0];
  expect(asset).toBeTruthy();
  const paths = [
    '/',
    '/about-us',
    '/api/emailsubscribe/submitsubscribemail',
    asset!,
    '/robots.txt',
  ];
  for (const path of paths) {
    const https = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security'], path).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const plain = await request.get(path);
    expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
  }
});

test('the site runs with no CSP violation in the browser', async ({ page }) => {
  const violations: string[] = [];
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      /Content Security Policy/i.test(m.text()) &&
      violations.push(m.text()),
  );
  for (const path of ['/', '/online-payment', '/contact-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test("the staff API's file answers (CSV, photos) carry the API's CSP, not a page's", async ({
  request,
}) => {
  const admin = await staffMember(['admin']);
  const cookie = await sessionCookie(admin, await staffSession(admin));
  for (const url of ['/api/staff/payments/export', '/api/staff/enquiries/export']) {
    const response = await request.get(url, { headers: { cookie } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-security-policy'], url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers()['cache-control'], url).toContain('no-store');
  }
});
