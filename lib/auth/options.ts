import type { NextAuthOptions } from 'next-auth';
import { decode } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { SIGN_IN_TEXT } from '@/content/staff-sign-in';
import { db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { clientInfo } from '@/lib/http/client';
import { AUTH_COOKIES, SECURE_COOKIES } from './cookies';
import { isLockedOut, LOGIN_MESSAGES, recordLoginAttempt } from './lockout';
import { verifyPassword } from './password';
import { revokeSession, SESSION_MAX_AGE_MS, startSession } from './sessions';

export const LOCKED_ERROR = 'Locked';
const SESSION_MAX_AGE_S = SESSION_MAX_AGE_MS / 1000;

/**
 * The password step: checks the password and starts a session in the database that still lacks
 * the second factor (lib/auth/two-factor.ts passes it at /staff/login/code or /staff/login/enrol).
 */
async function authorize(credentials: Record<string, string> | undefined, headers: Headers) {
  const email = credentials?.email?.trim().toLowerCase().slice(0, 254) ?? '';
  const password = credentials?.password?.slice(0, 200) ?? '';
  const client = clientInfo(headers);
  if (!email || !password) return null;
  if (await isLockedOut(email, client.ip)) throw new Error(LOCKED_ERROR);
  const user = await db().staffUser.findUnique({ where: { email } });
  const ok = (await verifyPassword(user?.passwordHash || null, password)) && !user?.disabledAt;
  await recordLoginAttempt({ email, ip: client.ip, success: ok, step: 'password' });
  if (!ok || !user) return null;
  const sid = await startSession(user.id, client, { secondFactorPassed: false });
  return { id: user.id, email: user.email, name: user.name, sid };
}

/** The session id inside a session cookie's value, or null when the cookie is not ours. */
export async function sessionIdOf(cookie: string | undefined): Promise<string | null> {
  if (!cookie) return null;
  const token = await decode({ token: cookie, secret: env.NEXTAUTH_SECRET! }).catch(() => null);
  return typeof token?.sid === 'string' ? token.sid : null;
}

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
    // the database on every request (lib/auth/sessions.ts).
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
