'use server';

import { redirect } from 'next/navigation';
import type { RegenerateState } from '@/components/staff/regenerate-codes';
import { requireStaff } from '@/lib/platform/auth/session';
import { signOutEverywhere } from '@/lib/platform/auth/sign-out';
import { regenerateRecoveryCodes } from '@/lib/platform/auth/two-factor';

/** Ten new recovery codes for the signed-in member, answered once to show them. */
export async function regenerateCodes(): Promise<RegenerateState> {
  const staff = await requireStaff();
  return { codes: await regenerateRecoveryCodes(staff) };
}

/** Ends every session of the signed-in member, this browser's included (the frame's button). */
export async function signOutEverywhereAction() {
  const staff = await requireStaff();
  await signOutEverywhere(staff);
  redirect('/staff/login');
}
