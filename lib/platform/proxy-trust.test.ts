import type { IncomingMessage } from 'node:http';
import {
  describeTrust,
  isPublicRange,
  parseTrustedProxies,
  proxyTrust,
  settleClientHeaders,
} from './proxy-trust.mjs';

const trust = (list: string) => proxyTrust(parseTrustedProxies(list));

/** A Node request as the server receives it: the socket's peer and the headers sent. */
const request = (peer: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('parseTrustedProxies', () => {
  it('reads addresses, CIDRs and "loopback", comma-separated', () => {
    expect(parseTrustedProxies('127.0.0.1, 10.0.0.0/8 ,::1,loopback').map((r) => r.text)).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
      '127.0.0.0/8',
      '::1/128',
    ]);
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies()).toEqual([]);
  });

  it.each(['nginx', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x', '1.2.3.4:80'])(
    'refuses %j, naming it',
    (item) => {
      expect(() => parseTrustedProxies(`127.0.0.1,${item}`)).toThrow(`"${item.toLowerCase()}"`);
    },
  );
});

describe('isPublicRange', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.0.0/16', false],
    ['192.168.1.7', false],
    ['172.16.0.0/12', false],
    ['fd00::/8', false],
    ['::1', false],
    ['0.0.0.0/0', true],
    ['::/0', true],
    ['10.0.0.0/7', true],
    ['203.0.113.7', true],
    ['172.15.0.1', true],
  ])('%s is public: %s', (range, expected) => {
    expect(isPublicRange(parseTrustedProxies(range)[0]!)).toBe(expected);
  });
});

describe('proxyTrust().resolve', () => {
  it('with no proxy trusted, takes the connection and ignores the header', () => {
    const rule = trust('');
    expect(rule.resolve({ peer: '127.0.0.2', forwardedFor: '1.2.3.4' }).client).toBe('127.0.0.2');
    expect(rule.resolve({ peer: '::ffff:198.51.100.9', forwardedFor: undefined }).client).toBe(
      '198.51.100.9',
    );
  });

  it('a direct client gets nothing from the header, however it rotates it', () => {
    const rule = trust('127.0.0.1');
    for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '127.0.0.1', 'garbage']) {
      expect(rule.resolve({ peer: '127.0.0.2', forwardedFor: forged })).toEqual({
        client: '127.0.0.2',
        viaProxy: false,
      });
    }
  });

  it('through a trusted proxy, takes the entry it added and ignores what the client wrote before', () => {
    const rule = trust('127.0.0.1');
    expect(rule.resolve({ peer: '127.0.0.1', forwardedFor: '6.6.6.6, 203.0.113.5' }).client).toBe(
      '203.0.113.5',
    );
  });

  it('steps over every trusted hop (a load balancer in front of nginx)', () => {
    const rule = trust('127.0.0.1, 10.0.0.0/8');
    expect(
      rule.resolve({ peer: '127.0.0.1', forwardedFor: '6.6.6.6, 203.0.113.5, 10.0.0.2' }).client,
    ).toBe('203.0.113.5');
  });

  it('a trusted proxy with no header (a health check on the host) is the client itself', () => {
    expect(trust('loopback').resolve({ peer: '127.0.0.1', forwardedFor: '' }).client).toBe(
      '127.0.0.1',
    );
  });

  it('a malformed entry handed on by a trusted proxy makes the client unknown', () => {
    const rule = trust('127.0.0.1');
    for (const bad of ['not-an-address', '203.0.113.5:8080', 'fe80::1%eth0']) {
      expect(rule.resolve({ peer: '127.0.0.1', forwardedFor: bad }).client).toBeNull();
    }
  });
});

describe('settleClientHeaders', () => {
  const forged = {
    'x-forwarded-for': '1.1.1.1',
    'x-real-ip': '2.2.2.2',
    forwarded: 'for=3.3.3.3',
    'true-client-ip': '4.4.4.4',
    'x-client-ip': '5.5.5.5',
    'cf-connecting-ip': '6.6.6.6',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    'x-request-id': 'chosen-by-the-client',
  };

  it('from a direct client: one X-Forwarded-For with its socket address, the rest dropped', () => {
    const req = request('127.0.0.2', forged);
    const { client, requestId } = settleClientHeaders(req, trust('127.0.0.1'));
    expect(client).toBe('127.0.0.2');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(req.headers).toEqual({ 'x-forwarded-for': '127.0.0.2', 'x-request-id': requestId });
  });

  it('from a trusted proxy: its client, its proto and host, and its request id', () => {
    const req = request('127.0.0.1', {
      ...forged,
      'x-forwarded-for': '9.9.9.9, 203.0.113.5',
      'x-request-id': '0123456789abcdef0123456789abcdef',
    });
    const { client, requestId } = settleClientHeaders(req, trust('127.0.0.1'));
    expect(client).toBe('203.0.113.5');
    expect(requestId).toBe('0123456789abcdef0123456789abcdef');
    expect(req.headers).toEqual({
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-request-id': requestId,
    });
  });

  it('a request id that is not a plain token gets a fresh one, even from a trusted proxy', () => {
    for (const offered of ['short', 'x'.repeat(200), 'has space', '<script>']) {
      const req = request('127.0.0.1', { 'x-request-id': offered });
      expect(settleClientHeaders(req, trust('127.0.0.1')).requestId).not.toBe(offered);
    }
  });

  it('an unknown client leaves an empty header (Next.js would fill in the proxy)', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': 'garbage' });
    expect(settleClientHeaders(req, trust('127.0.0.1')).client).toBeNull();
    expect(req.headers['x-forwarded-for']).toBe('');
  });
});

describe('describeTrust', () => {
  it('says which rule is in force', () => {
    expect(describeTrust([])).toMatch(/from the connection \(no proxy trusted/);
    expect(describeTrust(parseTrustedProxies('127.0.0.1'))).toContain('127.0.0.1/32');
  });
});
