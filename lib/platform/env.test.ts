import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      EMBEDDED_DB_DIR: '.data/pg',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
  ])('names the malformed variable in %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(
      new RegExp(`^Invalid environment configuration:\\n  ${name}: `),
    );
  });

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'http://localhost:3000/' }).SITE_URL).toBe('http://localhost:3000');
  });
});

describe('secrets for a public site', () => {
  it('are optional on localhost', () => {
    expect(parseEnv({ SITE_URL: 'http://127.0.0.1:3100' }).NEXTAUTH_SECRET).toBeUndefined();
  });
  it('stop start-up, by name, when the site is public', () => {
    expect(() => parseEnv({ SITE_URL: 'https://www.example.com' })).toThrow(
      /NEXTAUTH_SECRET: required when SITE_URL \(https:\/\/www\.example\.com\) is a public address/,
    );
    expect(() => parseEnv({ SITE_URL: 'https://www.example.com' })).toThrow(
      /STAFF_SECRET_KEY: required when SITE_URL \(https:\/\/www\.example\.com\) is a public address/,
    );
    const secret = 'x'.repeat(32);
    const key = 'k'.repeat(32);
    const parsed = parseEnv({
      SITE_URL: 'https://www.example.com',
      NEXTAUTH_SECRET: secret,
      STAFF_SECRET_KEY: key,
    });
    expect(parsed).toMatchObject({ NEXTAUTH_SECRET: secret, STAFF_SECRET_KEY: key });
  });
});

describe('the tests-only clock file', () => {
  const secrets = { NEXTAUTH_SECRET: 'x'.repeat(32), STAFF_SECRET_KEY: 'k'.repeat(32) };
  it('is read on a local site (the browser tests)', () => {
    const local = { SITE_URL: 'http://127.0.0.1:3100', TEST_CLOCK_FILE: '/tmp/clock' };
    expect(parseEnv(local).TEST_CLOCK_FILE).toBe('/tmp/clock');
  });
  it('stops start-up of a public site, which no test may move the clock of', () => {
    const source = { SITE_URL: 'https://www.example.com', TEST_CLOCK_FILE: '/tmp/x', ...secrets };
    expect(() => parseEnv(source)).toThrow(
      'Invalid environment configuration:\n  TEST_CLOCK_FILE: is for tests only, never for a public SITE_URL (https://www.example.com)',
    );
  });
});

describe('payment settings', () => {
  it("default to Razorpay's hosts, no keys and a ₹5,00,000 limit", () => {
    expect(parseEnv({})).toMatchObject({
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
      PAYMENT_MAX_INR: 500_000,
    });
    expect(parseEnv({}).RAZORPAY_KEY_ID).toBeUndefined();
  });
  it.each([
    [{ RAZORPAY_API_URL: 'ftp://x' }, 'RAZORPAY_API_URL'],
    [{ PAYMENT_MAX_INR: '0' }, 'PAYMENT_MAX_INR'],
  ])('names the malformed variable in %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`  ${name}: `));
  });
});

describe('BIND_ADDRESS', () => {
  it('takes an IP address, and names anything else', () => {
    expect(parseEnv({ BIND_ADDRESS: '127.0.0.1' }).BIND_ADDRESS).toBe('127.0.0.1');
    expect(() => parseEnv({ BIND_ADDRESS: 'example.in' })).toThrow(/BIND_ADDRESS/);
  });
});

describe('TRUSTED_PROXIES', () => {
  const publicSite = {
    SITE_URL: 'https://www.example.com',
    NEXTAUTH_SECRET: 'x'.repeat(32),
    STAFF_SECRET_KEY: 'k'.repeat(32),
  };

  it('trusts no proxy by default', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
  });

  it('takes loopback and private proxies on a public site', () => {
    const parsed = parseEnv({ ...publicSite, TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    expect(parsed.TRUSTED_PROXIES.map((range) => range.text)).toEqual([
      '127.0.0.0/8',
      '::1/128',
      '10.0.0.0/8',
    ]);
  });

  it('stops a public site that would believe anyone on the internet', () => {
    for (const open of ['0.0.0.0/0', '::/0', '203.0.113.7']) {
      expect(() => parseEnv({ ...publicSite, TRUSTED_PROXIES: `127.0.0.1,${open}` })).toThrow(
        /TRUSTED_PROXIES: .* can be reached by anyone/,
      );
    }
    // On a developer's machine the same value only affects that machine.
    expect(parseEnv({ TRUSTED_PROXIES: '0.0.0.0/0' }).TRUSTED_PROXIES).toHaveLength(1);
  });

  it('names a malformed item', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '127.0.0.1, nginx' })).toThrow(
      /TRUSTED_PROXIES: "nginx" is not an IP address/,
    );
  });

  it('refuses the old TRUSTED_PROXY_HOPS, so nobody believes it still works', () => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '1' })).toThrow(
      /TRUSTED_PROXY_HOPS: is no longer read: name the proxies in TRUSTED_PROXIES instead/,
    );
  });
});

describe('FILE_STORAGE', () => {
  it('keeps files on the disk unless told otherwise', () => {
    expect(parseEnv({}).FILE_STORAGE).toBe('disk');
    expect(parseEnv({ FILE_STORAGE: '' }).FILE_STORAGE).toBe('disk');
    expect(parseEnv({ FILE_STORAGE: 'database' }).FILE_STORAGE).toBe('database');
  });

  it('stops start-up on any other value, saying which values it takes', () => {
    for (const value of ['s3', 'Database', 'db', ' disk']) {
      expect(() => parseEnv({ FILE_STORAGE: value })).toThrow(
        'Invalid environment configuration:\n  FILE_STORAGE: must be disk (files under STORAGE_DIR, one instance) or database (files in PostgreSQL, shared by several instances)',
      );
    }
  });
});

describe('REDIS_URL and DEPLOYMENT_ID', () => {
  it('take a redis:// URL and an id Next accepts', () => {
    const parsed = parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/1', DEPLOYMENT_ID: 'v2026-11_a' });
    expect(parsed.REDIS_URL).toBe('redis://127.0.0.1:6379/1');
    expect(parsed.DEPLOYMENT_ID).toBe('v2026-11_a');
  });

  it('stop start-up, by name, on a bad value', () => {
    expect(() => parseEnv({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ URL/,
    );
    expect(() => parseEnv({ REDIS_URL: 'rediss://cache.example.in:6380' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ URL/,
    );
    expect(() => parseEnv({ DEPLOYMENT_ID: 'release 1.2' })).toThrow(/DEPLOYMENT_ID: must be/);
  });
});
