// Who is asking, decided once per request by the server that takes the connection
// (scripts/next-server.mjs), before Next.js sees the request. Plain JavaScript, so that the serving
// process needs no TypeScript loader; lib/platform/env.ts parses TRUSTED_PROXIES with the same functions.
//
// A client's address is its socket's. Only when the socket's peer is a trusted proxy
// (TRUSTED_PROXIES) is X-Forwarded-For read, from the right: every entry a trusted proxy added is
// stepped over, and the first one that is not a trusted proxy is the client. Everything left of it
// was written by the client and is ignored.
import { BlockList, isIP } from 'node:net';
import { randomUUID } from 'node:crypto';

/** Ranges no outsider can send from: loopback, private networks, link-local and unique-local. */
const NON_PUBLIC = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT: a provider's own network
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

/** Words TRUSTED_PROXIES accepts beside addresses and CIDRs. */
const NAMED = { loopback: ['127.0.0.0/8', '::1/128'] };

/**
 * Headers that name a client or its request, which only the server may set. A client may send any
 * of them; each is dropped before Next.js sees the request, and the trusted value written anew.
 */
export const CLIENT_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'forwarded-for',
  'x-forwarded',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
];
/** What a trusted proxy may tell us about the original request; dropped from anyone else. */
export const PROXY_HEADERS = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

/** A request id a trusted proxy may hand on (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is 192.0.2.1; zones are refused. */
export function normaliseAddress(value) {
  const candidate = String(value ?? '')
    .trim()
    .toLowerCase();
  if (isIP(candidate) === 0 || candidate.includes('%')) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(candidate);
  return mapped?.[1] ?? candidate;
}

function parseRange(item) {
  const [address = '', bits, extra] = item.split('/');
  const ip = normaliseAddress(address);
  const family = ip === null ? 0 : isIP(ip);
  const max = family === 6 ? 128 : 32;
  const prefix = bits === undefined ? max : Number(bits);
  if (!ip || extra !== undefined || !/^\d{1,3}$/.test(bits ?? String(max)) || prefix > max) {
    throw new Error(`"${item}" is not an IP address, a CIDR range or "loopback"`);
  }
  return { ip, prefix, family: family === 6 ? 'ipv6' : 'ipv4', text: `${ip}/${prefix}` };
}

/**
 * TRUSTED_PROXIES as ranges: addresses, CIDRs and `loopback`, comma-separated. Throws an Error
 * whose message names the bad item. Empty: no proxy is trusted.
 */
export function parseTrustedProxies(text = '') {
  const items = String(text)
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((item) => NAMED[item] ?? [item]);
  return items.map(parseRange);
}

function blockListOf(ranges) {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.ip, range.prefix, range.family);
  return list;
}

const nonPublic = NON_PUBLIC.map(([ip, prefix, family]) => ({
  prefix,
  list: blockListOf([{ ip, prefix, family }]),
  family,
}));

/** True when anyone on the internet may send from somewhere in this range. */
export function isPublicRange(range) {
  return !nonPublic.some(
    (block) =>
      block.family === range.family &&
      range.prefix >= block.prefix &&
      block.list.check(range.ip, range.family),
  );
}

/** One sentence for the start-up log: which rule decides client addresses. */
export function describeTrust(ranges) {
  if (ranges.length === 0) {
    return 'Client addresses: from the connection (no proxy trusted; X-Forwarded-For is ignored).';
  }
  return (
    'Client addresses: from the connection, or from X-Forwarded-For when the connection comes ' +
    `from a trusted proxy (TRUSTED_PROXIES: ${ranges.map((r) => r.text).join(', ')}).`
  );
}

/**
 * The trust rule as one function: `resolve({ peer, forwardedFor })` answers the client's address
 * (or null when a trusted proxy handed on a malformed one) and whether the peer is trusted.
 */
export function proxyTrust(ranges) {
  const list = blockListOf(ranges);
  const trusted = (ip) => ranges.length > 0 && list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
  return {
    trusted,
    resolve({ peer, forwardedFor }) {
      const direct = normaliseAddress(peer);
      if (!direct || !trusted(direct)) return { client: direct, viaProxy: false };
      const entries = String(forwardedFor ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      let client = direct;
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = normaliseAddress(entries[i]);
        // A trusted proxy passed on something that is no address: the client is unknown.
        if (!entry) return { client: null, viaProxy: true };
        client = entry;
        if (!trusted(entry)) break;
      }
      return { client, viaProxy: true };
    },
  };
}

/**
 * Rewrites a Node request's headers in place: the client headers a client sent are dropped and
 * X-Forwarded-For holds the one address decided here (empty when unknown); proxy headers and a
 * request id are kept only from a trusted proxy. Answers the client address and the request id.
 */
export function settleClientHeaders(req, trust) {
  const headers = req.headers;
  const peerTrusted = (() => {
    const peer = normaliseAddress(req.socket?.remoteAddress);
    return peer !== null && trust.trusted(peer);
  })();
  const { client } = trust.resolve({
    peer: req.socket?.remoteAddress,
    forwardedFor: headers['x-forwarded-for'],
  });
  const offered = headers['x-request-id'];
  const requestId =
    peerTrusted && typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
  for (const name of CLIENT_HEADERS) delete headers[name];
  if (!peerTrusted) for (const name of PROXY_HEADERS) delete headers[name];
  // Empty rather than absent: Next.js fills a missing header with the socket's address, which for
  // a proxied request is the proxy's own.
  headers['x-forwarded-for'] = client ?? '';
  headers['x-request-id'] = requestId;
  return { client, requestId };
}
