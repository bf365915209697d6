'use client';

import { signOut } from 'next-auth/react';
import { STAFF_FRAME_TEXT } from '@/content/staff';

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: '/staff/login' })}
      className="rounded border border-white/60 px-3 py-1 text-sm hover:bg-white/10"
    >
      {STAFF_FRAME_TEXT.signOut}
    </button>
  );
}
