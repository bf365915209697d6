import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/http/client';
import { isLockedOut, LOGIN_MESSAGES, recordLoginAttempt } from './lockout';
import { verifyPassword } from './password';

export const SESSION_MAX_AGE_S = 8 * 60 * 60;
export const LOCKED_ERROR = 'Locked';

export interface StaffSessionUser {
  id: string;
  email: string;
  name: string;
}

async function authorize(credentials: Record<string, string> | undefined, headers: Headers) {
  const email = credentials?.email?.trim().toLowerCase().slice(0, 254) ?? '';
  const password = credentials?.password?.slice(0, 200) ?? '';
  const ip = clientIp(headers);
  if (!email || !password) return null;
  if (await isLockedOut(email, ip)) throw new Error(LOCKED_ERROR);
  const user = await db().staffUser.findUnique({ where: { email } });
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  await recordLoginAttempt(email, ip, ok);
  if (!ok || !user) return null;
  return { id: user.id, email: user.email, name: user.name };
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  jwt: { maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: '/staff/login', error: '/staff/login' },
  providers: [
    CredentialsProvider({
      name: 'Staff',
      credentials: {
        email: { label: 'E-mail', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      authorize: (credentials, req) =>
        authorize(credentials, new Headers(req.headers as Record<string, string>)),
    }),
  ],
  callbacks: {
    session: ({ session, token }) => ({
      ...session,
      user: { id: token.sub ?? '', email: token.email ?? '', name: token.name ?? '' },
    }),
  },
};

export { LOGIN_MESSAGES };
