'use server';

import { formOf } from '@/lib/platform/http/form';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientInfo } from '@/lib/platform/http/client';
import { SET_PASSWORD_TEXT } from '@/content/staff-accounts';
import type { FormState } from '@/lib/investors/admin/form-state';
import { accountForm } from '@/lib/staff/account-schema';
import { setPasswordWithLink } from '@/lib/staff/set-password';

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
  if (result.ok) redirect('/staff/set-password/done');
  if (result.invalid) return { errors: { form: SET_PASSWORD_TEXT.invalid }, values: {} };
  return { errors: result.errors, values: {} };
}
