'use server';

import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { IdentifierError } from '@/lib/platform/privacy/identifier';
import { erasePerson } from '@/lib/privacy/person';

const query = (q: string) => encodeURIComponent(q);

/** The erase page's form: the person (`q`) and the admin's typed confirmation of it. */
export async function erasePersonData(form: FormData): Promise<void> {
  form = formOf(form);
  const staff = await requireStaff('admin');
  const q = String(form.get('q') ?? '');
  try {
    await erasePerson(staff, q, form.get('confirmation'));
  } catch (error) {
    if (!(error instanceof IdentifierError)) throw error;
    redirect(`/staff/privacy/erase?q=${query(q)}&error=confirmation`);
  }
  redirect(`/staff/privacy?q=${query(q)}&notice=erased`);
}
