'use server';

import { formOf } from '@/lib/http/form';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { submitDocumentForm } from '@/lib/investors/admin/document-form';
import {
  deleteDocument,
  moveDocument,
  ReasonRequired,
  setDocumentArchived,
} from '@/lib/investors/admin/documents';
import type { FormState } from '@/lib/investors/admin/form-state';
import { directionField, idField } from '@/lib/investors/admin/schemas';
import { documentFilterQuery, parseDocumentFilter } from '@/lib/investors/admin/document-filter';

const LIST = '/staff/investors/documents';

/** The list as the member saw it (its filters and page, rebuilt from known fields only), with a notice. */
function backToList(form: FormData, notice: string): never {
  const view = form.get('view');
  const filter = parseDocumentFilter(new URLSearchParams(typeof view === 'string' ? view : ''));
  const query = documentFilterQuery(filter);
  redirect(`${LIST}${query}${query ? '&' : '?'}notice=${notice}`);
}

export async function saveDocument(_state: FormState, form: FormData): Promise<FormState> {
  const staff = await requireStaff('investor_relations');
  form = formOf(form);
  const refused = await submitDocumentForm(staff, form);
  if (refused) return refused;
  redirect(`${LIST}?notice=${form.get('id') ? 'updated' : 'created'}`);
}

/** Row buttons: archive, unarchive, move up/down, delete (each a small form with the id). */
export async function changeDocument(form: FormData) {
  const staff = await requireStaff('investor_relations');
  form = formOf(form);
  const id = idField.safeParse(form.get('id'));
  const op = String(form.get('op') ?? '');
  if (!id.success) backToList(form, 'missing');
  let done = false;
  let notice = op;
  if (op === 'archive' || op === 'unarchive') {
    done = await setDocumentArchived(staff, id.data, op === 'archive');
    notice = `${op}d`;
  } else if (op === 'delete') {
    const reason = String(form.get('reason') ?? '').slice(0, 500);
    try {
      done = await deleteDocument(staff, id.data, reason);
    } catch (error) {
      if (!(error instanceof ReasonRequired)) throw error;
      backToList(form, 'reasonRequired');
    }
    notice = 'deleted';
  } else {
    const direction = directionField.safeParse(op);
    if (direction.success) done = await moveDocument(staff, id.data, direction.data);
    notice = 'moved';
  }
  backToList(form, done ? notice : 'missing');
}
