import { accessLine, isAsset, logsRequests, pathForLog } from './access-log.mjs';

describe('pathForLog', () => {
  it('keeps paths, and only the query values that say nothing about a person', () => {
    expect(pathForLog('/investor-relations/financials?year=2024&page=2')).toBe(
      '/investor-relations/financials?year=2024&page=2',
    );
    expect(pathForLog('/search?q=meera%40example.com&page=1')).toBe('/search?q=~&page=1');
    expect(pathForLog('/service-request/track?ticket=SR-1&mobile=9123456780')).toBe(
      '/service-request/track?ticket=~&mobile=~',
    );
  });

  it('replaces tokens in the path (set-password and receipt links)', () => {
    const token = 'A1b2_'.repeat(9);
    expect(pathForLog(`/staff/set-password/${token}`)).toBe('/staff/set-password/:token');
    expect(pathForLog(`/api/payment/receipt/${token}?download=1`)).toBe(
      '/api/payment/receipt/:token?download=~',
    );
  });

  it('survives malformed escapes and very long addresses', () => {
    expect(pathForLog('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(pathForLog(`/${'a/'.repeat(400)}`).length).toBeLessThanOrEqual(300);
  });
});

describe('accessLine', () => {
  it('is one JSON object with what the issue asks for', () => {
    const line = JSON.parse(
      accessLine({
        requestId: 'r-1',
        method: 'GET',
        url: '/contact-us?email=a@b.in',
        status: 200,
        ms: 12,
        client: '203.0.113.5',
      }),
    );
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'r-1',
      method: 'GET',
      path: '/contact-us?email=~',
      status: 200,
      ms: 12,
      client: '203.0.113.5',
    });
    expect(JSON.stringify(line)).not.toContain('a@b.in');
  });

  it('marks server errors as errors and abandoned requests as aborted', () => {
    const line = JSON.parse(
      accessLine({
        requestId: 'r',
        method: 'POST',
        url: '/',
        status: 500,
        ms: 1,
        client: null,
        aborted: true,
      }),
    );
    expect(line).toMatchObject({ level: 'error', aborted: true, client: null });
  });
});

describe('what is logged', () => {
  it('leaves out content-hashed assets, and follows LOG_LEVEL', () => {
    expect(isAsset('/_next/static/chunks/a.js')).toBe(true);
    expect(isAsset('/_next/image?url=x')).toBe(false);
    expect(logsRequests('info')).toBe(true);
    expect(logsRequests('warn')).toBe(false);
  });
});
