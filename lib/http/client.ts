import { isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * Who is asking: the one place that reads a client's address.
 *
 * The site runs behind `TRUSTED_PROXY_HOPS` reverse proxies (default 1: nginx, which overwrites
 * X-Forwarded-For with the address it sees; see the README's deployment section). Each trusted
 * proxy adds one entry at the end of the header, so the client's address is the entry that many
 * places from the end; anything before it was sent by the client and may be forged. `next start`
 * fills the header with the connection's address only when it is absent.
 *
 * Fail closed: a missing, short or malformed header gives no address (`null`), and limits then
 * count such requests together in one shared bucket (`rateLimitKey`), never not at all.
 */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const MAX_UA = 512;

/** The limit key of every request whose address is unknown: one bucket, limited like any other. */
export const UNKNOWN_CLIENT = 'unknown';

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is the IPv4 client 192.0.2.1. */
function normalise(value: string): string | null {
  const candidate = value.trim().toLowerCase();
  // Node's own check: only a well-formed IPv4 or IPv6 address passes (no ports). It accepts an
  // IPv6 zone (`fe80::1%eth0`), which only means something on the proxy's own machine.
  if (isIP(candidate) === 0 || candidate.includes('%')) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(candidate);
  return mapped?.[1] ?? candidate;
}

export function clientIp(headers: Headers, hops: number = env.TRUSTED_PROXY_HOPS): string | null {
  if (hops < 1) return null;
  const entries = (headers.get('x-forwarded-for') ?? '').split(',');
  // Fewer entries than trusted proxies: the request did not come through all of them.
  if (entries.length < hops) return null;
  const entry = entries[entries.length - hops];
  return entry === undefined ? null : normalise(entry);
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
