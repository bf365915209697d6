import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { createDocument, updateDocument } from './documents';
import type { FormState } from './form-state';
import { fieldErrors } from '@/lib/http';
import { documentFields, formText, idField } from './schemas';
import { checkPdf, chosenFile } from './uploads';

const FIELDS = ['title', 'year', 'kind', 'publishAt', 'link'] as const;

/**
 * Checks a submitted document form (fields and PDF together, so staff see every problem at
 * once) and saves it. Returns the form state to show, or null when it was saved.
 */
export async function submitDocumentForm(
  actor: StaffActor,
  form: FormData,
): Promise<FormState | null> {
  authorize(actor, 'investor_relations');
  const raw = formText(form, [...FIELDS, 'id']);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(raw[f] ?? '')]));
  const id = raw.id ? idField.safeParse(raw.id) : null;
  if (id && !id.success) return { errors: { form: M.notFound }, values };
  const parsed = documentFields.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const file = chosenFile(form.get('file'));
  const checked = file ? await checkPdf(file) : null;
  if (checked && !checked.ok) errors.file = checked.error;
  const link = parsed.success ? parsed.data.link : String(raw.link ?? '').trim();
  if (file && link) errors.link = M.fileOrLink;
  else if (!file && !link && !id) errors.file = M.uploads.pdfRequired;
  if (!parsed.success || Object.keys(errors).length) return { errors, values };
  const upload = checked?.ok ? checked : null;
  if (!id) {
    await createDocument(actor, parsed.data, upload);
    return null;
  }
  const found = await updateDocument(actor, id.data, parsed.data, upload);
  return found ? null : { errors: { form: M.notFound }, values };
}
