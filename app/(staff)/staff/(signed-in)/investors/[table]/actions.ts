'use server';

import { formOf } from '@/lib/http/form';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { STAFF_INVESTOR_MESSAGES } from '@/content/staff-investors';
import type { FormState } from '@/lib/investors/admin/form-state';
import { submitOrderedForm } from '@/lib/investors/admin/ordered-form';
import { directionField, idField } from '@/lib/investors/admin/schemas';
import { ORDERED_FORMS, orderedTableField } from '@/lib/investors/admin/ordered-tables';

// The table name is bound by the page, but bound arguments come back from the browser: checked.

export async function saveOrderedRow(
  table: string,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  const staff = await requireStaff('investor_relations');
  form = formOf(form);
  const name = orderedTableField.safeParse(table);
  if (!name.success) return { errors: { form: STAFF_INVESTOR_MESSAGES.notFound }, values: {} };
  const refused = await submitOrderedForm(staff, ORDERED_FORMS[name.data], form);
  if (refused) return refused;
  redirect(`/staff/investors/${name.data}?notice=${form.get('id') ? 'updated' : 'created'}`);
}

/** Row buttons: move up/down, archive/unarchive and delete. */
export async function changeOrderedRow(table: string, form: FormData) {
  const staff = await requireStaff('investor_relations');
  form = formOf(form);
  const name = orderedTableField.safeParse(table);
  if (!name.success) redirect('/staff');
  const list = `/staff/investors/${name.data}`;
  const { admin } = ORDERED_FORMS[name.data];
  const id = idField.safeParse(form.get('id'));
  const op = String(form.get('op') ?? '');
  if (!id.success) redirect(`${list}?notice=missing`);
  if (op === 'delete') {
    const done = await admin.remove(staff, id.data);
    redirect(`${list}?notice=${done ? 'deleted' : 'missing'}`);
  }
  if (op === 'archive' || op === 'unarchive') {
    const done = await admin.setArchived(staff, id.data, op === 'archive');
    redirect(`${list}?notice=${done ? `${op}d` : 'missing'}`);
  }
  const direction = directionField.safeParse(op);
  const done = direction.success && (await admin.move(staff, id.data, direction.data));
  redirect(`${list}?notice=${done ? 'moved' : 'missing'}`);
}
