import { contentSecurityPolicy, createNonce, needsNonce, REPORTING_ENDPOINTS } from './csp';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('keeps static pages static: self-hosted scripts plus the inline bootstrap', () => {
    const csp = directives(contentSecurityPolicy({}));
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('uses a nonce with strict-dynamic, and no unsafe-inline, where a nonce is given', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc', https: true }));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  it('adds only the outside hosts it is given', () => {
    const csp = directives(
      contentSecurityPolicy({
        outside: { script: ['https://checkout.example'], frame: ['https://maps.example'] },
      }),
    );
    expect(csp['script-src']).toContain('https://checkout.example');
    expect(csp['frame-src']).toEqual(['https://maps.example']);
  });
});

describe('needsNonce / createNonce', () => {
  it('covers the payment page and the staff area only', () => {
    expect(needsNonce('/online-payment')).toBe(true);
    expect(needsNonce('/staff/leads')).toBe(true);
    expect(needsNonce('/staffing')).toBe(false);
    expect(needsNonce('/')).toBe(false);
  });
  it('covers every spelling Next.js routes to those pages, escapes included', () => {
    for (const path of [
      '/%68i/online-payment',
      '/hi/%6Fnline-payment',
      '/%6F%6E%6C%69%6E%65-payment',
      '/online-payment%2Freceipt',
      '/%73taff/leads',
    ]) {
      expect([path, needsNonce(path)]).toEqual([path, true]);
    }
    expect(needsNonce('/%61bout-us')).toBe(false);
    expect(needsNonce('/%zz')).toBe(false);
  });
  it('makes 128-bit base64 nonces that differ', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(a).not.toBe(createNonce());
  });
});

describe('violation reports', () => {
  it('are asked for only when the page says so, at our own endpoint', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', https: true })).not.toMatch(/report-/);
    const csp = directives(contentSecurityPolicy({ nonce: 'abc', report: true, https: true }));
    expect(csp['report-uri']).toEqual(['/api/csp-report']);
    expect(csp['report-to']).toEqual(['csp-endpoint']);
    expect(REPORTING_ENDPOINTS).toBe('csp-endpoint="/api/csp-report"');
  });

  it('leave out report-to over plain HTTP, where Chromium would then drop every report', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc', report: true }));
    expect(csp['report-uri']).toEqual(['/api/csp-report']);
    expect(csp['report-to']).toBeUndefined();
  });
});
