import type { Metadata } from 'next';
import Link from 'next/link';
import { SetPasswordFrame } from '@/components/staff/set-password-frame';
import { SET_PASSWORD_TEXT as T } from '@/content/staff-accounts';

export const metadata: Metadata = { title: T.doneTitle };

export default function PasswordSetPage() {
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
