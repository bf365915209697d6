'use server';

import { redirect } from 'next/navigation';
import { saveCatalogueModel } from '@/lib/catalogue/admin';
import { importCatalogue, type ImportResult } from '@/lib/catalogue/csv';
import { catalogue } from '@/lib/catalogue/feature';
import { requireStaff } from '@/lib/platform/auth/session';
import type { FormState } from '@/lib/platform/forms/form-state';
import { formOf } from '@/lib/platform/http/form';
import { chosenFile } from '@/lib/platform/storage/uploads';

const LIST = '/staff/catalogue';
/** The form's file fields and their removal ticks, sent to the save apart from the fields. */
const FILE_FIELDS = new Set(['image', 'manual', 'remove']);

/** Every field of the form as text; several values of one name (certifications) joined by `;`. */
function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of new Set(form.keys())) {
    if (name.startsWith('$') || FILE_FIELDS.has(name)) continue;
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
  form = formOf(form);
  const fields: Record<string, string> = { ...fieldsOf(form), line: String(line) };
  const result = await saveCatalogueModel(staff, typeof id === 'string' ? id : null, fields, {
    image: chosenFile(form.get('image')),
    manual: chosenFile(form.get('manual')),
    remove: form.getAll('remove').filter((value) => typeof value === 'string'),
  });
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
