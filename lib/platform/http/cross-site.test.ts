import { parseEnv } from '@/lib/platform/env';
import { refuseCrossSite } from './cross-site';

const config = parseEnv({
  SITE_URL: 'http://localhost:3000/',
  SITE_ORIGIN_ALIASES: 'http://127.0.0.1:3000, https://Example.in/',
});
const post = (origin: string) =>
  new Request('http://localhost:3000/api/x', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json; charset=utf-8' },
  });
const statusOf = (origin: string) => {
  try {
    refuseCrossSite(post(origin), 'json', config);
    return 'passed';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('refuseCrossSite', () => {
  it('accepts the site origin and each configured alias, in any letter case', () => {
    expect(statusOf('http://localhost:3000')).toBe('passed');
    expect(statusOf('http://127.0.0.1:3000')).toBe('passed');
    expect(statusOf('https://EXAMPLE.in')).toBe('passed');
  });

  it.each(['https://localhost:3000', 'http://localhost:3001', 'http://example.in', 'null'])(
    'refuses the origin %s with 403',
    (origin) => expect(statusOf(origin)).toBe(403),
  );

  it('names the bad alias at start-up', () => {
    expect(() => parseEnv({ SITE_ORIGIN_ALIASES: 'example.in' })).toThrow(
      /SITE_ORIGIN_ALIASES: "example.in" is not an http\(s\) origin/,
    );
  });
});
