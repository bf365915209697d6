/**
 * Who is asking. The site runs behind one reverse proxy (nginx, a load balancer) that appends the
 * address it sees to X-Forwarded-For; the last entry is therefore the one we can trust, and any
 * earlier entries were sent by the client and may be forged.
 */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const MAX_UA = 512;

export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  const ip = last || headers.get('x-real-ip')?.trim() || null;
  return ip && ip.length <= 45 ? ip : null;
}

export function clientInfo(headers: Headers): ClientInfo {
  return { ip: clientIp(headers), userAgent: headers.get('user-agent')?.slice(0, MAX_UA) ?? null };
}
