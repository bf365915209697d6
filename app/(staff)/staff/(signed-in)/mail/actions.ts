'use server';

import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { z } from 'zod';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { requireStaff } from '@/lib/platform/auth/session';
import { MAIL_ACCESS } from '@/lib/features';
import { formOf } from '@/lib/platform/http/form';
import { resendMail, type ResendOutcome } from '@/lib/outbox/admin';

/** The mail page's address that answers the 403 page (page.tsx). */
const REFUSED_RESEND = '/staff/mail?outcome=refused';

/**
 * Puts an unsent mail back in the queue and tries it at once. A mail of a kind the member's roles
 * do not own is refused with the 403 page, as its record would be.
 */
export async function resendOutboxMail(form: FormData) {
  const staff = await requireStaff(MAIL_ACCESS);
  form = formOf(form);
  const id = z.uuid().safeParse(form.get('id'));
  let outcome: ResendOutcome = 'missing';
  try {
    if (id.success) outcome = await resendMail(staff, id.data);
  } catch (error) {
    if (error instanceof NotAllowedError) await refuse();
    throw error;
  }
  redirect(`/staff/mail?outcome=${outcome}`);
}

/**
 * forbidden(): a 403. Next.js answers it with its not-found page (404) when the form was posted
 * without script (no Next-Action header, before the page's script has loaded): that post is sent
 * to the mail page's address that answers the 403 page itself.
 */
async function refuse(): Promise<never> {
  if ((await headers()).has('next-action')) forbidden();
  redirect(REFUSED_RESEND);
}
