import { createServer } from 'node:http';
import { standInToken, startSiteverifyStandIn } from '@/e2e/stand-ins/siteverify';
import { recaptchaStartupProblem, verifyRecaptcha } from './recaptcha';

const SECRET = 'unit-secret';
let verify: Awaited<ReturnType<typeof startSiteverifyStandIn>>;
const config = () => ({
  RECAPTCHA_SITE_KEY: 'site',
  RECAPTCHA_SECRET_KEY: SECRET,
  RECAPTCHA_VERIFY_URL: verify.url,
  RECAPTCHA_MIN_SCORE: 0.5,
  RECAPTCHA_HOSTNAMES: undefined,
  SITE_URL: 'http://127.0.0.1:3000',
});

beforeAll(async () => {
  verify = await startSiteverifyStandIn(SECRET);
});
afterAll(() => verify.close());

describe('verifyRecaptcha', () => {
  it('passes a token with the contact action and a score at the threshold', async () => {
    expect(
      await verifyRecaptcha(standInToken(0.5, 'contact'), '192.0.2.1', 'contact', config()),
    ).toEqual({
      ok: true,
      skipped: false,
    });
  });

  it.each([
    ['a low score', standInToken(0.4, 'contact'), 'refused'],
    ['another action', standInToken(0.9, 'signup'), 'refused'],
    ["the dealer form's token", standInToken(0.9, 'dealer'), 'refused'],
    ['an unknown token', 'garbage', 'refused'],
    ['no token', undefined, 'missing'],
    ['an empty token', '', 'missing'],
  ])('refuses %s', async (_, token, reason) => {
    expect(await verifyRecaptcha(token, null, 'contact', config())).toEqual({ ok: false, reason });
  });

  it('refuses when the secret is wrong (the verifier says success: false)', async () => {
    const wrong = { ...config(), RECAPTCHA_SECRET_KEY: 'other' };
    expect((await verifyRecaptcha(standInToken(0.9, 'contact'), null, 'contact', wrong)).ok).toBe(
      false,
    );
  });

  it('refuses a token made on another site, and accepts the configured hostnames', async () => {
    const elsewhere = standInToken(0.9, 'contact', 'copycat.example');
    expect(await verifyRecaptcha(elsewhere, null, 'contact', config())).toEqual({
      ok: false,
      reason: 'refused',
    });
    const site = { ...config(), SITE_URL: 'https://www.example.in' };
    expect(
      (await verifyRecaptcha(standInToken(0.9, 'contact', 'www.example.in'), null, 'contact', site))
        .ok,
    ).toBe(true);
    expect((await verifyRecaptcha(standInToken(0.9, 'contact'), null, 'contact', site)).ok).toBe(
      false,
    );
    const both = { ...site, RECAPTCHA_HOSTNAMES: ['example.in', 'www.example.in'] };
    expect(
      (await verifyRecaptcha(standInToken(0.9, 'contact', 'example.in'), null, 'contact', both)).ok,
    ).toBe(true);
  });

  it('honours a configured threshold', async () => {
    const strict = { ...config(), RECAPTCHA_MIN_SCORE: 0.95 };
    expect((await verifyRecaptcha(standInToken(0.9, 'contact'), null, 'contact', strict)).ok).toBe(
      false,
    );
  });

  it('reports the verifier unreachable, not a pass', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = { ...config(), RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' };
    expect(await verifyRecaptcha('x', null, 'contact', down)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    quiet.mockRestore();
  });

  it.each(['null', '"ok"', '[]'])(
    'reports a verifier answering %s (not an object) unavailable',
    async (body) => {
      const server = createServer((_, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const odd = { ...config(), RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` };
        expect(await verifyRecaptcha('x', null, 'contact', odd)).toEqual({
          ok: false,
          reason: 'unavailable',
        });
      } finally {
        quiet.mockRestore();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('skips the check when no keys are configured', async () => {
    const none = { ...config(), RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined };
    expect(await verifyRecaptcha(undefined, null, 'contact', none)).toEqual({
      ok: true,
      skipped: true,
    });
  });
});

describe('recaptchaStartupProblem', () => {
  const base = {
    RECAPTCHA_SITE_KEY: undefined,
    RECAPTCHA_SECRET_KEY: undefined,
    RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
    RECAPTCHA_MIN_SCORE: 0.5,
  };

  it('only warns on localhost', () => {
    expect(recaptchaStartupProblem({ ...base, SITE_URL: 'http://localhost:3000' })).toEqual({
      fatal: false,
      message: expect.stringContaining('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY not set'),
    });
  });

  it('stops a public site, naming the missing keys', () => {
    const problem = recaptchaStartupProblem({
      ...base,
      RECAPTCHA_SITE_KEY: 'site',
      SITE_URL: 'https://www.example.com',
    });
    expect(problem).toEqual({
      fatal: true,
      message:
        'RECAPTCHA_SECRET_KEY must be set when SITE_URL (https://www.example.com) is a public address.',
    });
  });

  it('is silent when both keys are set', () => {
    expect(
      recaptchaStartupProblem({ ...config(), SITE_URL: 'https://www.example.com' }),
    ).toBeNull();
  });
});
