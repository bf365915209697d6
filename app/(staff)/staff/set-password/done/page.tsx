import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { SetPasswordFrame } from '@/components/staff/set-password-frame';
import { SET_PASSWORD_TEXT as T } from '@/content/staff-accounts';

export const metadata: Metadata = { title: T.doneTitle };

// Per request like every staff page, so it gets the staff area's nonce CSP.
export default async function PasswordSetPage() {
  await connection();
  return (
    <SetPasswordFrame title={T.doneTitle}>
      <p role="status">{T.done}</p>
      <Link
        href="/staff/login"
        className="mt-4 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {T.signIn}
      </Link>
    </SetPasswordFrame>
  );
}
