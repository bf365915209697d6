'use server';

import { redirect } from 'next/navigation';
import { DEFAULT_LANGUAGE, isLanguage, localPath } from '@/content/languages';
import { currentToken, forgetCookie } from '@/lib/customer-account/current';
import { signOutCustomer, signOutCustomerEverywhere } from '@/lib/customer-account/session';

/**
 * The page's two buttons (forms that work without JavaScript). Each ends what the cookie's own
 * session may end, never more: a cookie of no live session ends nothing. Then back to the page,
 * in the language it was bound to, which says so.
 */
const pageIn = (language: unknown, done: 'this' | 'all') =>
  `${localPath('/my-account', isLanguage(language) ? language : DEFAULT_LANGUAGE)}?signedOut=${done}`;

export async function signOutAction(language: unknown): Promise<void> {
  await signOutCustomer(await currentToken());
  await forgetCookie();
  redirect(pageIn(language, 'this'));
}

export async function signOutEverywhereAction(language: unknown): Promise<void> {
  await signOutCustomerEverywhere(await currentToken());
  await forgetCookie();
  redirect(pageIn(language, 'all'));
}
