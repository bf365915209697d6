import type { CookiesOptions } from 'next-auth';
import { env } from '@/lib/platform/env';

// Over HTTPS the cookies carry the __Host- prefix (or __Secure- where next-auth needs a path of
// its own): the browser then keeps them to this exact host, over HTTPS, and no subdomain or plain
// HTTP page can set or overwrite them.
const secure = new URL(env.SITE_URL).protocol === 'https:';
const named = (host: string, plain: string) => (secure ? host : plain);
const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };

/** The staff session cookie (a JWT signed and encrypted by next-auth that holds a session id). */
export const SESSION_COOKIE = named('__Host-staff-session', 'staff-session');
export const SESSION_COOKIE_OPTIONS = options;

export const AUTH_COOKIES: Partial<CookiesOptions> = {
  sessionToken: { name: SESSION_COOKIE, options },
  callbackUrl: { name: named('__Secure-staff-callback', 'staff-callback'), options },
  csrfToken: { name: named('__Host-staff-csrf', 'staff-csrf'), options },
};

export const SECURE_COOKIES = secure;
