import { authorize, type StaffActor } from '@/lib/auth/access';
import type { z } from 'zod';
import { STAFF_INVESTOR_MESSAGES as M } from '@/content/staff-investors';
import type { FormState } from './form-state';
import type { OrderedAdmin, OrderedView } from './ordered';
import { fieldErrors } from '@/lib/http';
import { formText, idField } from './schemas';
import { checkPhoto, chosenFile } from './uploads';

export interface OrderedForm<Fields> {
  admin: OrderedAdmin<OrderedView, Fields>;
  /** The text fields of the form and their rules. */
  schema: z.ZodType<Fields> & { shape: Record<string, unknown> };
}

/**
 * Checks a submitted staff form (text fields and photo together, so every problem is reported at
 * once) and saves it: a new row without an `id`, else an edit. Null when saved.
 */
export async function submitOrderedForm<Fields>(
  actor: StaffActor,
  { admin, schema }: OrderedForm<Fields>,
  form: FormData,
): Promise<FormState | null> {
  authorize(actor, 'investor_relations');
  const fields = Object.keys(schema.shape);
  const raw = formText(form, [...fields, 'id']);
  const values = Object.fromEntries(fields.map((f) => [f, String(raw[f] ?? '')]));
  const id = raw.id ? idField.safeParse(raw.id) : null;
  if (id && !id.success) return { errors: { form: M.notFound }, values };
  const parsed = schema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const file = admin.photos ? chosenFile(form.get('photo')) : null;
  const checked = file ? await checkPhoto(file) : null;
  if (checked && !checked.ok) errors.photo = checked.error;
  if (!parsed.success || Object.keys(errors).length) return { errors, values };
  const upload = checked?.ok ? checked : null;
  if (!id) {
    await admin.create(actor, parsed.data, upload);
    return null;
  }
  const found = await admin.update(actor, id.data, parsed.data, upload);
  return found ? null : { errors: { form: M.notFound }, values };
}
