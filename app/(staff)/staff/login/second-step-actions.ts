'use server';

import { formOf } from '@/lib/platform/http/form';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { SecondStepState } from '@/components/staff/second-step-form';
import { SECOND_STEP_TEXT } from '@/content/staff-sign-in';
import { LOGIN_MESSAGES } from '@/lib/platform/auth/lockout';
import { afterSignInPath, requireSignInStage, setSessionCookie } from '@/lib/platform/auth/session';
import type { ResolvedSession } from '@/lib/platform/auth/sessions';
import { confirmEnrolment, verifySecondFactor, type SecondStepResult } from '@/lib/platform/auth/two-factor';
import { clientInfo } from '@/lib/platform/http/client';

const field = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000);

/** The session passed the step: this browser's cookie now carries the new session's id. */
async function answer(
  session: ResolvedSession,
  result: SecondStepResult,
  next: string,
): Promise<SecondStepState> {
  if (result.ok) {
    await setSessionCookie(session.user.id, result.sessionId);
    return { recoveryCodes: result.recoveryCodes, next };
  }
  if (result.error === 'too-many') redirect('/staff/login?error=too-many-codes');
  const { errors } = SECOND_STEP_TEXT;
  const messages = {
    locked: LOGIN_MESSAGES.locked,
    ended: errors.expired,
    'wrong-code': errors.wrongCode,
  };
  return { error: messages[result.error] };
}

/** The code step: a TOTP code or a recovery code; on success, on to where the member was going. */
export async function submitCode(_: SecondStepState, form: FormData): Promise<SecondStepState> {
  form = formOf(form);
  const callbackUrl = field(form, 'callbackUrl');
  const session = await requireSignInStage('needs-code', callbackUrl);
  const result = await verifySecondFactor(
    session,
    clientInfo(await headers()),
    field(form, 'code'),
  );
  const state = await answer(session, result, afterSignInPath(callbackUrl));
  if (result.ok) redirect(state.next!);
  return state;
}

/** The enrolment step: confirms the new authenticator and answers the recovery codes (shown once). */
export async function submitEnrolment(
  _: SecondStepState,
  form: FormData,
): Promise<SecondStepState> {
  form = formOf(form);
  const callbackUrl = field(form, 'callbackUrl');
  const session = await requireSignInStage('needs-enrolment', callbackUrl);
  const result = await confirmEnrolment(
    session,
    clientInfo(await headers()),
    field(form, 'sealed'),
    field(form, 'code'),
  );
  return answer(session, result, afterSignInPath(callbackUrl));
}
