import { clientInfo, clientIp, rateLimitKey, UNKNOWN_CLIENT } from './client';

const from = (forwarded: string) => clientIp(new Headers({ 'x-forwarded-for': forwarded }));

describe('clientIp', () => {
  it('reads the address the server wrote into X-Forwarded-For (lib/platform/proxy-trust.mjs)', () => {
    expect(from('203.0.113.5')).toBe('203.0.113.5');
    // The server writes one entry; should a tool send several, the last is the nearest.
    expect(from('1.1.1.1, 203.0.113.5')).toBe('203.0.113.5');
  });

  it.each([
    ['x'.repeat(100)],
    ['not-an-address'],
    ['203.0.113.5:8080'],
    ['999.1.1.1'],
    ['fe80::1%eth0'],
    [''],
    ['1.1.1.1, '],
  ])('refuses the invalid value %j', (value) => {
    expect(from(value)).toBeNull();
  });

  it('reads no other header: X-Real-IP, Forwarded and the rest are dropped by the server anyway', () => {
    for (const name of ['x-real-ip', 'forwarded', 'true-client-ip', 'x-client-ip']) {
      expect(clientIp(new Headers({ [name]: '2001:db8::1' }))).toBeNull();
    }
    expect(clientIp(new Headers())).toBeNull();
  });

  it('reads an IPv4 client on a dual-stack socket as IPv4, and lower-cases IPv6', () => {
    expect(from('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(from('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('cuts the user agent to 512 characters', () => {
    expect(clientInfo(new Headers({ 'user-agent': 'u'.repeat(600) })).userAgent).toHaveLength(512);
  });
});

describe('rateLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5');
  });

  it('groups IPv6 clients by /64, however the address is written', () => {
    const key = rateLimitKey('2001:db8:1:2:aaaa::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('puts every request without an address into one shared bucket', () => {
    expect(rateLimitKey(null)).toBe(UNKNOWN_CLIENT);
  });
});
