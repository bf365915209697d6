'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireStaff } from '@/lib/platform/auth/session';
import { formOf } from '@/lib/platform/http/form';
import { markCspReportReviewed } from '@/lib/csp-reports/admin';

/** Marks a CSP violation report reviewed. */
export async function reviewCspReport(form: FormData) {
  const staff = await requireStaff('admin');
  form = formOf(form);
  const id = z.uuid().safeParse(form.get('id'));
  const outcome = id.success ? await markCspReportReviewed(staff, id.data) : 'missing';
  redirect(`/staff/csp-reports?outcome=${outcome}`);
}
