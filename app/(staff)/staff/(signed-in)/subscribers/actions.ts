'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/session';
import { setSubscriberHandled } from '@/lib/newsletter/admin';

const input = z.object({ id: z.uuid(), handled: z.enum(['true', 'false']) });

export async function toggleSubscriberHandled(form: FormData) {
  const staff = await requireStaff();
  const parsed = input.safeParse({ id: form.get('id'), handled: form.get('handled') });
  if (!parsed.success) return;
  await setSubscriberHandled(parsed.data.id, parsed.data.handled === 'true', staff.email);
  revalidatePath('/staff/subscribers');
}
