'use server';

import { formOf } from '@/lib/platform/http/form';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientInfo } from '@/lib/platform/http/client';
import { SET_PASSWORD_TEXT } from '@/content/staff-accounts';
import type { FormState } from '@/lib/platform/forms/form-state';
import { accountForm } from '@/lib/staff/account-schema';
import { setPasswordWithLink, type SetPasswordResult } from '@/lib/staff/set-password';
import { createFirstAdmin } from '@/lib/staff/first-admin';

/** The set-password form; the token is bound by the page, and is itself the permission. */
export async function setPassword(
  token: string,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  form = formOf(form);
  const { password, confirm } = accountForm(form);
  const { ip } = clientInfo(await headers());
  const result = await setPasswordWithLink(String(token), { password, confirm }, ip);
  return answer(result, SET_PASSWORD_TEXT.invalid, {});
}

/** The first-administrator form of the same page (lib/staff/first-admin.ts). */
export async function setUpFirstAdmin(
  token: string,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  form = formOf(form);
  const { name, email, password, confirm } = accountForm(form);
  const { ip } = clientInfo(await headers());
  const result = await createFirstAdmin(String(token), { name, email, password, confirm }, ip);
  // The name and e-mail stay in the form after an error; passwords never do.
  return answer(result, SET_PASSWORD_TEXT.firstAdmin.invalid, { name, email });
}

function answer(
  result: SetPasswordResult,
  invalid: string,
  values: Record<string, string | undefined>,
): FormState {
  if (result.ok) redirect('/staff/set-password/done');
  const kept = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (result.invalid) return { errors: { form: invalid }, values: kept };
  return { errors: result.errors, values: kept };
}
