'use server';

import { formOf } from '@/lib/platform/http/form';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/platform/auth/session';
import { STAFF_INVESTOR_MESSAGES } from '@/content/staff-investors';
import type { FormState } from '@/lib/platform/forms/form-state';
import { tableOf, type RowOp } from '@/lib/investors/tables';
import { directionField, idField } from '@/lib/investors/tables/fields';
import { ReasonRequired } from '@/lib/investors/tables/rows';
import { investors } from '@/lib/investors/feature';

// The table's name is bound by the page, but bound arguments come back from the browser: it is
// looked up in the registry, never trusted. (The two actions keep their first names, which
// e2e/staff-boundary.spec.ts finds them by in the build.)

const NOTICES: Record<RowOp, string> = {
  up: 'moved',
  down: 'moved',
  archive: 'archived',
  unarchive: 'unarchived',
  delete: 'deleted',
};

export async function saveCollectionRow(
  name: string,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  const staff = await requireStaff(investors.role);
  form = formOf(form);
  const table = tableOf(name);
  if (!table) return { errors: { form: STAFF_INVESTOR_MESSAGES.notFound }, values: {} };
  const refused = await table.submit(staff, form);
  if (refused) return refused;
  redirect(`/staff/investors/${table.name}?notice=${form.get('id') ? 'updated' : 'created'}`);
}

const opOf = (value: FormDataEntryValue | null): RowOp | null => {
  const op = String(value ?? '');
  if (op === 'archive' || op === 'unarchive' || op === 'delete') return op;
  const direction = directionField.safeParse(op);
  return direction.success ? direction.data : null;
};

/**
 * Row buttons of every table (all are kept in a hand-chosen order): move up/down,
 * archive/unarchive and delete, each a small form with the id.
 */
export async function changeOrderedRow(name: string, form: FormData) {
  const staff = await requireStaff(investors.role);
  form = formOf(form);
  const table = tableOf(name);
  if (!table) redirect('/staff');
  // The list as the member saw it (its filters and page, rebuilt from known fields only).
  const view = form.get('view');
  const query = table.backTo(typeof view === 'string' ? view : '');
  const back: (notice: string) => never = (notice) =>
    redirect(`/staff/investors/${table.name}${query}${query ? '&' : '?'}notice=${notice}`);
  const id = idField.safeParse(form.get('id'));
  const op = opOf(form.get('op'));
  if (!id.success || !op) back('missing');
  const reason = String(form.get('reason') ?? '').slice(0, 500);
  let done = false;
  try {
    done = await table.change(staff, id.data, op, reason);
  } catch (error) {
    if (!(error instanceof ReasonRequired)) throw error;
    back('reasonRequired');
  }
  back(done ? NOTICES[op] : 'missing');
}
