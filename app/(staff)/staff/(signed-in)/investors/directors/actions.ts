'use server';

import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { submitDirectorForm } from '@/lib/investors/admin/director-form';
import { deleteDirector, moveDirector } from '@/lib/investors/admin/directors';
import type { FormState } from '@/lib/investors/admin/form-state';
import { directionField, idField } from '@/lib/investors/admin/schemas';

const LIST = '/staff/investors/directors';

export async function saveDirector(_state: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff();
  const refused = await submitDirectorForm(form, staff.email);
  if (refused) return refused;
  redirect(`${LIST}?notice=${form.get('id') ? 'updated' : 'created'}`);
}

/** Row buttons: move up/down and delete. */
export async function changeDirector(form: FormData) {
  const staff = await requireStaff();
  const id = idField.safeParse(form.get('id'));
  const op = String(form.get('op') ?? '');
  if (!id.success) redirect(`${LIST}?notice=missing`);
  if (op === 'delete') {
    const done = await deleteDirector(id.data, staff.email);
    redirect(`${LIST}?notice=${done ? 'deleted' : 'missing'}`);
  }
  const direction = directionField.safeParse(op);
  const done = direction.success && (await moveDirector(id.data, direction.data, staff.email));
  redirect(`${LIST}?notice=${done ? 'moved' : 'missing'}`);
}
