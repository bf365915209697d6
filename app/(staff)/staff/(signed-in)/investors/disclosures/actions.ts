'use server';

import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { clauseMarkFields, saveClauseMark } from '@/lib/investors/admin/clauses';
import { formText } from '@/lib/investors/tables/fields';
import { investors } from '@/lib/investors/feature';

const PAGE = '/staff/investors/disclosures';

/** One clause's form: not applicable (a checkbox) and the reason. */
export async function markClause(form: FormData) {
  const staff = await requireStaff(investors.role);
  form = formOf(form);
  const parsed = clauseMarkFields.safeParse(formText(form, ['key', 'notApplicable', 'reason']));
  if (!parsed.success) {
    const key = String(form.get('key') ?? '');
    redirect(`${PAGE}?refused=${encodeURIComponent(key)}#clause-${encodeURIComponent(key)}`);
  }
  const { key, notApplicable, reason } = parsed.data;
  const changed = await saveClauseMark(staff, key, notApplicable === 'on', reason);
  redirect(`${PAGE}?notice=${changed ? 'saved' : 'unchanged'}#clause-${key}`);
}
