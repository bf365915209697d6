import { isIP } from 'node:net';
import { normaliseAddress } from '../proxy-trust.mjs';

/**
 * Who is asking: the one place in the site's code that reads a client's address.
 *
 * The server that takes the connection (scripts/next-server.mjs) decides the address before
 * Next.js sees the request: the socket's peer, or, when that peer is a trusted proxy
 * (TRUSTED_PROXIES), what the proxies' X-Forwarded-For says (lib/platform/proxy-trust.mjs). It drops
 * every client-address header a client sent and writes the result as the one X-Forwarded-For
 * entry, empty when unknown.
 *
 * Fail closed: a missing or malformed value gives no address (`null`), and limits then count such
 * requests together in one shared bucket (`rateLimitKey`), never not at all.
 */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const MAX_UA = 512;

/** The limit key of every request whose address is unknown: one bucket, limited like any other. */
export const UNKNOWN_CLIENT = 'unknown';

/** The address the server wrote (the last entry, should a test or tool send several). */
export function clientIp(headers: Headers): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',');
  return normaliseAddress(entries[entries.length - 1]);
}

/** Expands a valid IPv6 address to its eight 16-bit groups. */
function ipv6Groups(ip: string): string[] {
  // A trailing dotted IPv4 part (64:ff9b::192.0.2.1) stands for two groups.
  const text = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((n) => n.toString(16))
      .join(':'),
  );
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  if (tail === undefined) return front;
  const back = tail ? tail.split(':') : [];
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

/**
 * What per-client limits count on: an IPv4 address as it is; an IPv6 client by its /64 (one
 * subscriber line gets a whole /64 and can pick any address in it); no address: UNKNOWN_CLIENT.
 */
export function rateLimitKey(ip: string | null): string {
  if (!ip) return UNKNOWN_CLIENT;
  if (isIP(ip) !== 6) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export function clientInfo(headers: Headers): ClientInfo {
  return { ip: clientIp(headers), userAgent: headers.get('user-agent')?.slice(0, MAX_UA) ?? null };
}
