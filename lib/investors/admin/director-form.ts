import { createDirector, updateDirector } from './directors';
import { NOT_FOUND_MESSAGE, type FormState } from './form-state';
import { directorFields, fieldErrors, formText, idField } from './schemas';
import { checkPhoto, chosenFile } from './uploads';

const FIELDS = ['name', 'designation', 'profileSummary'] as const;

/** Checks a submitted director form (fields and photo together) and saves it; null when saved. */
export async function submitDirectorForm(form: FormData, actor: string): Promise<FormState | null> {
  const raw = formText(form, [...FIELDS, 'id']);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(raw[f] ?? '')]));
  const id = raw.id ? idField.safeParse(raw.id) : null;
  if (id && !id.success) return { errors: { form: NOT_FOUND_MESSAGE }, values };
  const parsed = directorFields.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const file = chosenFile(form.get('photo'));
  const checked = file ? await checkPhoto(file) : null;
  if (checked && !checked.ok) errors.photo = checked.error;
  if (!parsed.success || Object.keys(errors).length) return { errors, values };
  const upload = checked?.ok ? checked : null;
  if (!id) {
    await createDirector(parsed.data, upload, actor);
    return null;
  }
  const found = await updateDirector(id.data, parsed.data, upload, actor);
  return found ? null : { errors: { form: NOT_FOUND_MESSAGE }, values };
}
