'use server';

import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import type { FormState } from '@/lib/platform/forms/form-state';
import { deleteOutlet, saveOutlet, setOutletActive } from '@/lib/locator/admin';
import { importOutlets, type ImportResult } from '@/lib/locator/import';
import { outletFields } from '@/lib/locator/schema';
import { outlets } from '@/lib/locator/feature';

const LIST = '/staff/outlets';

/** The add form (`id` null) and the edit form (`id` bound by the page, checked again in lib). */
export async function saveOutletForm(
  id: string | null,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  const staff = await requireStaff(outlets.role);
  form = formOf(form);
  const fields = outletFields(form);
  const result = await saveOutlet(staff, typeof id === 'string' ? id : null, fields);
  if (!result.ok) {
    const values = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, (value ?? '').replace(/;/g, ',')]),
    );
    return { errors: result.errors, values };
  }
  redirect(`${LIST}?notice=${id ? 'updated' : 'created'}`);
}

/** Row buttons: activate, deactivate, delete. */
export async function changeOutlet(form: FormData): Promise<void> {
  const staff = await requireStaff(outlets.role);
  form = formOf(form);
  const id = String(form.get('id') ?? '');
  const op = String(form.get('op') ?? '');
  let notice = 'missing';
  if (op === 'delete') {
    notice = await deleteOutlet(staff, id);
  } else if (op === 'activate' || op === 'deactivate') {
    if (await setOutletActive(staff, id, op === 'activate')) notice = `${op}d`;
  }
  redirect(`${LIST}?notice=${notice}`);
}

export type ImportState = ImportResult | null;

/** The CSV import form: the report of refused rows, or the count of outlets saved. */
export async function importOutletsForm(_state: ImportState, form: FormData): Promise<ImportState> {
  const staff = await requireStaff(outlets.role);
  form = formOf(form);
  const file = form.get('file');
  const upload =
    file instanceof File && file.size > 0
      ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
      : null;
  return importOutlets(staff, upload);
}
