'use server';

import { headers } from 'next/headers';
import { clientInfo } from '@/lib/platform/http/client';
import { formOf } from '@/lib/platform/http/form';
import { lookUpWarranty, type WarrantyCheckState } from '@/lib/warranty/lookup';

/** "Check my warranty": works as a plain form post too, without JavaScript. */
export async function checkWarrantyAction(
  _previous: WarrantyCheckState,
  form: FormData,
): Promise<WarrantyCheckState> {
  form = formOf(form);
  const { ip } = clientInfo(await headers());
  return lookUpWarranty({ serial: form.get('serial'), mobile: form.get('mobile') }, ip);
}
