'use server';

import { redirect } from 'next/navigation';
import { saveCatalogueModel } from '@/lib/catalogue/admin';
import { importCatalogue, type ImportResult } from '@/lib/catalogue/csv';
import { catalogue } from '@/lib/catalogue/feature';
import { requireStaff } from '@/lib/platform/auth/session';
import type { FormState } from '@/lib/platform/forms/form-state';
import { formOf } from '@/lib/platform/http/form';

const LIST = '/staff/catalogue';

/** Every field of the form as text; several values of one name (certifications) joined by `;`. */
function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of new Set(form.keys())) {
    if (name.startsWith('$')) continue;
    fields[name] = form
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .join(';');
  }
  return fields;
}

/** The add form (`id` null, its line bound by the page) and the edit form (`id` bound, checked in lib). */
export async function saveCatalogueForm(
  id: string | null,
  line: string,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  const staff = await requireStaff(catalogue.role);
  const fields: Record<string, string> = { ...fieldsOf(formOf(form)), line: String(line) };
  const result = await saveCatalogueModel(staff, typeof id === 'string' ? id : null, fields);
  if (!result.ok) {
    const values = { ...fields, certifications: (fields.certifications ?? '').replace(/;/g, ',') };
    return { errors: result.errors, values };
  }
  redirect(`${LIST}?notice=${id ? 'updated' : 'created'}`);
}

export type CatalogueImportState = ImportResult | null;

/** The CSV import form: "Check the file" (a dry run) or "Import" (the button pressed). */
export async function importCatalogueForm(
  _state: CatalogueImportState,
  form: FormData,
): Promise<CatalogueImportState> {
  const staff = await requireStaff(catalogue.role);
  form = formOf(form);
  const file = form.get('file');
  const upload =
    file instanceof File && file.size > 0
      ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
      : null;
  return importCatalogue(staff, upload, form.get('mode') === 'apply');
}
