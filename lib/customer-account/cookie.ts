import { CUSTOMER_COOKIE, CUSTOMER_COOKIE_OPTIONS } from './session';

/** The cookie a request carries, read from its Cookie header (route handlers). */
export function tokenFromRequest(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === CUSTOMER_COOKIE) return part.slice(at + 1).trim();
  }
  return null;
}

/** The Set-Cookie value that keeps the token until the session's absolute end. */
export function sessionCookie(token: string, expiresAt: Date): string {
  const { secure } = CUSTOMER_COOKIE_OPTIONS;
  return [
    `${CUSTOMER_COOKIE}=${token}`,
    'Path=/',
    `Expires=${expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
