'use server';

import type { RegenerateState } from '@/components/staff/regenerate-codes';
import { requireStaff } from '@/lib/auth/session';
import { regenerateRecoveryCodes } from '@/lib/auth/two-factor';

/** Ten new recovery codes for the signed-in member, answered once to show them. */
export async function regenerateCodes(): Promise<RegenerateState> {
  const staff = await requireStaff();
  return { codes: await regenerateRecoveryCodes(staff) };
}
