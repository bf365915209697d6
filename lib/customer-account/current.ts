import { cookies } from 'next/headers';
import { CUSTOMER_COOKIE, CUSTOMER_COOKIE_OPTIONS, customerSessionFrom } from './session';

/** The signed-in customer of this request (a page or a server action), or null. */
export async function currentCustomer() {
  return customerSessionFrom((await cookies()).get(CUSTOMER_COOKIE)?.value);
}

/** This request's cookie token, for signing out. */
export async function currentToken(): Promise<string | undefined> {
  return (await cookies()).get(CUSTOMER_COOKIE)?.value;
}

/** Tells the browser to forget the cookie (a `__Host-` one must be cleared as it was set). */
export async function forgetCookie(): Promise<void> {
  (await cookies()).set(CUSTOMER_COOKIE, '', { ...CUSTOMER_COOKIE_OPTIONS, maxAge: 0 });
}
