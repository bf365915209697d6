'use server';

import { headers } from 'next/headers';
import { DEFAULT_LANGUAGE, isLanguage } from '@/content/languages';
import { clientInfo } from '@/lib/platform/http/client';
import { formOf } from '@/lib/platform/http/form';
import { lookUpWarranty, type WarrantyCheckState } from '@/lib/warranty/lookup';

/**
 * "Check my warranty": works as a plain form post too, without JavaScript. The page binds its
 * language (`checkWarrantyAction.bind(null, 'hi')` on /hi/warranty/check), so the answer is in
 * the language of the page that asked; anything else answers in English.
 */
export async function checkWarrantyAction(
  language: unknown,
  _previous: WarrantyCheckState,
  form: FormData,
): Promise<WarrantyCheckState> {
  form = formOf(form);
  const { ip } = clientInfo(await headers());
  return lookUpWarranty(
    { serial: form.get('serial'), mobile: form.get('mobile'), stop: form.get('stop') },
    ip,
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
  );
}
