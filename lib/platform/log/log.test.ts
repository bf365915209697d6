import { Writable } from 'node:stream';
import { handler, HttpError, json } from '@/lib/platform/http';
import { createLogger, log, routeForLog } from './index';

function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger(stream, 'debug') };
}

describe('request log', () => {
  let captured: ReturnType<typeof memoryLog>;
  beforeEach(() => {
    captured = memoryLog();
    (globalThis as { __log?: unknown }).__log = captured.logger;
  });
  afterAll(() => {
    delete (globalThis as { __log?: unknown }).__log;
  });

  it('writes a debug line per API request with method, route, status, duration and the request id the server gave it', async () => {
    const answer = handler(async () => json({ ok: true }, 201));
    const response = await answer(
      new Request('http://localhost/api/things', {
        method: 'POST',
        headers: { 'x-request-id': 'id-from-the-server-1' },
      }),
    );
    const id = response.headers.get('x-request-id');
    expect(id).toBe('id-from-the-server-1');
    expect(captured.lines).toHaveLength(1);
    expect(captured.lines[0]).toMatchObject({
      level: 'debug',
      msg: 'api request',
      requestId: id,
      method: 'POST',
      route: '/api/things',
      status: 201,
    });
    expect(typeof captured.lines[0]!.ms).toBe('number');
  });

  it('logs an unexpected error with its stack, and answers 500 with neither', async () => {
    const answer = handler(async () => {
      throw new Error('disk on fire');
    });
    const response = await answer(new Request('http://localhost/api/things'));
    const body = await response.text();
    // Called without the site's server in front (a test, a tool): an id of its own.
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.status).toBe(500);
    expect(body).not.toMatch(/disk on fire|at /);
    const failure = captured.lines.find((l) => l.msg === 'request failed')!;
    expect(failure.requestId).toBe(response.headers.get('x-request-id'));
    expect((failure.err as { stack: string }).stack).toContain('disk on fire');
  });

  it('never writes a receipt token of the path', async () => {
    const answer = handler(async () => {
      throw new HttpError(404, 'No such receipt.');
    });
    await answer(new Request(`http://localhost/api/payment/receipt/${'A1b2_'.repeat(9)}`));
    expect(captured.lines[0]).toMatchObject({ route: '/api/payment/receipt/:token', status: 404 });
    expect(routeForLog('/api/contact/contactsubmit')).toBe('/api/contact/contactsubmit');
  });
});

describe('personal data', () => {
  it('is never logged in clear, however deep', () => {
    const { lines, logger } = memoryLog();
    logger.info(
      {
        email: 'meera@example.com',
        enquiry: { mobile: '9123456780', name: 'Meera' },
        mail: { to: { address: 'x@y.in' } },
      },
      'stored',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['meera@example.com', '9123456780', 'Meera', 'x@y.in']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ email: '[redacted]', enquiry: { mobile: '[redacted]' } });
  });

  it('honours LOG_LEVEL', () => {
    expect(createLogger(undefined, 'warn').isLevelEnabled('info')).toBe(false);
    expect(log().isLevelEnabled('error')).toBe(true);
  });
});
