import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { ACCESS_MESSAGES } from '@/content/api';
import { HttpError } from '@/lib/http/responses';
import type { StaffActor } from './access';
import { SESSION_COOKIE } from './cookies';
import { sessionIdOf } from './options';
import { SECOND_STEP_PATHS } from './second-step';
import type { Access } from './roles';
import { allows } from './roles';
import { resolveSession, type ResolvedSession, type SessionStage } from './sessions';
import { normalisePath } from './staff-paths';

export type { StaffActor };

/** This request's staff session (once per request), whatever its stage; null when there is none. */
export const currentSession = cache(async (): Promise<ResolvedSession | null> => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  return resolveSession(await sessionIdOf(cookie));
});

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
 * For the second-step pages and actions: this request's session, when it is in `stage`. No session
 * goes back to the password step, a signed-in one on to `callbackUrl`, and one in the other stage
 * to that stage's page.
 */
export async function requireSignInStage(
  stage: Exclude<SessionStage, 'signed-in'>,
  callbackUrl?: string,
): Promise<ResolvedSession> {
  const session = await currentSession();
  if (!session) redirect('/staff/login');
  if (session.stage === 'signed-in') redirect(afterSignInPath(callbackUrl));
  if (session.stage !== stage) {
    const next = afterSignInPath(callbackUrl);
    redirect(`${SECOND_STEP_PATHS[session.stage]}?callbackUrl=${encodeURIComponent(next)}`);
  }
  return session;
}
