import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { ACCESS_MESSAGES } from '@/content/api';
import { HttpError } from '@/lib/platform/http/responses';
import type { StaffActor } from './access';
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from './cookies';
import { sessionCookieValue, sessionIdOf } from './options';
import { SECOND_STEP_PATHS } from './second-step';
import type { Access } from './roles';
import { allows } from './roles';
import {
  resolveSession,
  SESSION_MAX_AGE_MS,
  type ResolvedSession,
  type SessionStage,
} from './sessions';
import { normalisePath } from './staff-paths';

export type { StaffActor };

/** This request's staff session (once per request), whatever its stage; null when there is none. */
export const currentSession = cache(async (): Promise<ResolvedSession | null> => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  return resolveSession(await sessionIdOf(cookie));
});

/** Points this browser's session cookie at a new session (the second step renews the session). */
export async function setSessionCookie(userId: string, sessionId: string): Promise<void> {
  const value = await sessionCookieValue(userId, sessionId);
  const maxAge = SESSION_MAX_AGE_MS / 1000;
  (await cookies()).set(SESSION_COOKIE, value, { ...SESSION_COOKIE_OPTIONS, maxAge });
}

/** The fully signed-in member of this request, or null. */
export async function currentStaff(): Promise<StaffActor | null> {
  return (await currentSession())?.actor ?? null;
}

/**
 * For staff pages and server actions: the signed-in member with this access. No session: off to
 * the sign-in page; second step not passed: off to it; lacking the role: the 403 page.
 */
export async function requireStaff(access: Access = 'signed-in'): Promise<StaffActor> {
  const session = await currentSession();
  if (!session) redirect('/staff/login');
  if (session.stage !== 'signed-in') redirect(SECOND_STEP_PATHS[session.stage]);
  const actor = session.actor!;
  if (!allows(actor.roles, access)) forbidden();
  return actor;
}

/** For staff route handlers: the signed-in member with this access, or a 401 / 403. */
export async function requireStaffApi(access: Access = 'signed-in'): Promise<StaffActor> {
  const actor = await currentStaff();
  if (!actor) throw new HttpError(401, ACCESS_MESSAGES.signIn);
  if (!allows(actor.roles, access)) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
  return actor;
}

/**
 * Where to go after signing in: the callbackUrl when it is a same-origin staff page (never the
 * sign-in pages themselves), otherwise the dashboard.
 */
export function afterSignInPath(callbackUrl: unknown): string {
  if (typeof callbackUrl !== 'string' || !callbackUrl.startsWith('/')) return '/staff';
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(callbackUrl, base);
  } catch {
    return '/staff';
  }
  const path = normalisePath(url.pathname);
  const staffPage =
    path === '/staff' || (path.startsWith('/staff/') && !path.startsWith('/staff/login'));
  return url.origin === base && staffPage ? `${path}${url.search}` : '/staff';
}

/**
 * Whether this render answers a server action. Next renders the page again, in the action's own
 * request, after an action that set a cookie; the enrolment action sets the new session's cookie
 * and answers the recovery codes, which must stay on screen rather than be redirected away.
 */
const answersAction = async () => (await headers()).has('next-action');

/**
 * For the second-step pages and actions: this request's session, when it is in `stage`. No session
 * goes back to the password step, a signed-in one on to `callbackUrl` (unless `stayAfterAction`
 * and this render answers the action that just signed it in), and one in the other stage to that
 * stage's page.
 */
export async function requireSignInStage(
  stage: Exclude<SessionStage, 'signed-in'>,
  callbackUrl?: string,
  { stayAfterAction = false } = {},
): Promise<ResolvedSession> {
  const session = await currentSession();
  if (!session) redirect('/staff/login');
  if (session.stage === 'signed-in') {
    if (stayAfterAction && (await answersAction())) return session;
    redirect(afterSignInPath(callbackUrl));
  }
  if (session.stage !== stage) {
    const next = afterSignInPath(callbackUrl);
    redirect(`${SECOND_STEP_PATHS[session.stage]}?callbackUrl=${encodeURIComponent(next)}`);
  }
  return session;
}
