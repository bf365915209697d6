import { buttonClass } from '@/components/ui/button';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { connection } from 'next/server';
import { SignInCard } from '@/components/staff/sign-in-card';
import { SET_PASSWORD_TEXT as T } from '@/content/staff-accounts';

export const metadata: Metadata = { title: T.doneTitle };

// Per request like every staff page, so it gets the staff area's nonce CSP.
export default async function PasswordSetPage() {
  await connection();
  return (
    <SignInCard title={T.doneTitle}>
      <p role="status">{T.done}</p>
      <Link
        href="/staff/login"
        className={buttonClass({ size: 'sm', className: 'mt-4 inline-block' })}
      >
        {T.signIn}
      </Link>
    </SignInCard>
  );
}
