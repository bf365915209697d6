'use server';

import { formOf } from '@/lib/platform/http/form';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/platform/auth/session';
import type { FormState } from '@/lib/platform/forms/form-state';
import { accountForm } from '@/lib/staff/account-schema';
import {
  changeStaffRoles,
  inviteStaffMember,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffMemberDisabled,
  type AccountResult,
} from '@/lib/staff/accounts';

/** Invite form of /staff/accounts. */
export async function inviteMember(_state: FormState, form: FormData): Promise<FormState> {
  form = formOf(form);
  const staff = await requireStaff('admin');
  const input = accountForm(form);
  const result = await inviteStaffMember(staff, input);
  if (!result.ok) {
    const values = {
      name: input.name ?? '',
      email: input.email ?? '',
      roles: input.roles.join(','),
    };
    return { errors: result.errors, values };
  }
  redirect('/staff/accounts?notice=invited');
}

/** Roles form of a member's page; the id is bound by the page (and checked again below). */
export async function saveRoles(id: string, _state: FormState, form: FormData): Promise<FormState> {
  form = formOf(form);
  const staff = await requireStaff('admin');
  const { roles } = accountForm(form);
  const result = await changeStaffRoles(staff, id, { roles });
  if (!result.ok) return { errors: result.errors, values: { roles: roles.join(',') } };
  redirect(`/staff/accounts/${encodeURIComponent(id)}?notice=roles`);
}

const OPERATIONS = {
  disable: (staff, id) => setStaffMemberDisabled(staff, id, true),
  enable: (staff, id) => setStaffMemberDisabled(staff, id, false),
  'reset-password': resetStaffPassword,
  'second-factor-reset': resetStaffSecondFactor,
} satisfies Record<
  string,
  (staff: Awaited<ReturnType<typeof requireStaff>>, id: string) => Promise<AccountResult>
>;

const NOTICES = {
  disable: 'disabled',
  enable: 'enabled',
  'reset-password': 'password-reset',
  'second-factor-reset': 'second-factor-reset',
} as const;

export interface ButtonState {
  message: string | null;
}

/** The buttons of a member's page: disable / enable, reset password, reset second factor. */
export async function changeAccount(
  id: string,
  _state: ButtonState,
  form: FormData,
): Promise<ButtonState> {
  form = formOf(form);
  const staff = await requireStaff('admin');
  const op = String(form.get('op') ?? '');
  if (!Object.hasOwn(OPERATIONS, op)) return { message: null };
  const name = op as keyof typeof OPERATIONS;
  const result = await OPERATIONS[name](staff, id);
  if (!result.ok) return { message: Object.values(result.errors)[0] ?? null };
  redirect(`/staff/accounts/${encodeURIComponent(id)}?notice=${NOTICES[name]}`);
}
