import type { IncomingMessage } from 'node:http';

export interface TrustedRange {
  ip: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
  /** `ip/prefix`, as the start-up line prints it. */
  text: string;
}

export interface ProxyTrust {
  trusted(ip: string): boolean;
  resolve(input: { peer: string | undefined; forwardedFor: string | string[] | undefined }): {
    client: string | null;
    viaProxy: boolean;
  };
}

export const CLIENT_HEADERS: readonly string[];
export const PROXY_HEADERS: readonly string[];
export function normaliseAddress(value: unknown): string | null;
export function parseTrustedProxies(text?: string): TrustedRange[];
export function isPublicRange(range: TrustedRange): boolean;
export function describeTrust(ranges: TrustedRange[]): string;
export function proxyTrust(ranges: TrustedRange[]): ProxyTrust;
export function settleClientHeaders(
  req: IncomingMessage,
  trust: ProxyTrust,
): { client: string | null; requestId: string };
