import type { NextAuthOptions } from 'next-auth';
import { decode, encode } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { SIGN_IN_TEXT } from '@/content/staff-sign-in';
import { env } from '@/lib/platform/env';
import { clientInfo } from '@/lib/platform/http/client';
import { AUTH_COOKIES, SECURE_COOKIES } from './cookies';
import { LOGIN_MESSAGES } from './lockout';
import { revokeSession, SESSION_MAX_AGE_MS } from './sessions';
import { signInWithPassword } from './sign-in';

export const LOCKED_ERROR = 'Locked';
const SESSION_MAX_AGE_S = SESSION_MAX_AGE_MS / 1000;

/** The Credentials provider's check: the password step (lib/platform/auth/sign-in.ts). */
async function authorize(credentials: Record<string, string> | undefined, headers: Headers) {
  const email = credentials?.email?.trim().toLowerCase().slice(0, 254) ?? '';
  const password = credentials?.password?.slice(0, 200) ?? '';
  if (!email || !password) return null;
  const result = await signInWithPassword(email, password, clientInfo(headers));
  if (!result.ok && result.error === 'locked') throw new Error(LOCKED_ERROR);
  return result.ok ? { ...result.user, sid: result.sessionId } : null;
}

/** The session id inside a session cookie's value, or null when the cookie is not ours. */
export async function sessionIdOf(cookie: string | undefined): Promise<string | null> {
  if (!cookie) return null;
  const token = await decode({ token: cookie, secret: env.NEXTAUTH_SECRET! }).catch(() => null);
  return typeof token?.sid === 'string' ? token.sid : null;
}

/** A session cookie's value for this session: next-auth's own token, as it makes at sign-in. */
export const sessionCookieValue = (userId: string, sid: string) =>
  encode({ token: { sub: userId, sid }, secret: env.NEXTAUTH_SECRET!, maxAge: SESSION_MAX_AGE_S });

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  jwt: { maxAge: SESSION_MAX_AGE_S },
  useSecureCookies: SECURE_COOKIES,
  cookies: AUTH_COOKIES,
  pages: { signIn: '/staff/login', error: '/staff/login' },
  providers: [
    CredentialsProvider({
      name: 'Staff',
      credentials: {
        email: { label: SIGN_IN_TEXT.email, type: 'email' },
        password: { label: SIGN_IN_TEXT.password, type: 'password' },
      },
      authorize: (credentials, req) =>
        authorize(credentials, new Headers(req.headers as Record<string, string>)),
    }),
  ],
  callbacks: {
    // The cookie carries the session id only; who the member is and what they may do is read from
    // the database on every request (lib/platform/auth/sessions.ts).
    jwt: ({ token, user }) =>
      user ? { sub: user.id, sid: (user as { sid?: string }).sid } : token,
    session: ({ session }) => ({ ...session, user: undefined }),
  },
  events: {
    signOut: async ({ token }) => {
      if (typeof token?.sid === 'string') await revokeSession(token.sid);
    },
  },
};

export { LOGIN_MESSAGES };
