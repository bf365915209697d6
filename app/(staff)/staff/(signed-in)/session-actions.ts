'use server';

import { redirect } from 'next/navigation';
import { signOutEverywhere } from '@/lib/auth/sign-out';
import { requireStaff } from '@/lib/auth/session';

/** Ends every session of the signed-in member, this browser's included. */
export async function signOutEverywhereAction() {
  const staff = await requireStaff();
  await signOutEverywhere(staff);
  redirect('/staff/login');
}
