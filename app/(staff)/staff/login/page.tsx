import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { LoginForm } from '@/components/staff/login-form';
import { SECOND_STEP_TEXT, SIGN_IN_TEXT } from '@/content/staff-sign-in';
import { LOCKED_ERROR, LOGIN_MESSAGES } from '@/lib/auth/options';
import { currentStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: SIGN_IN_TEXT.metaTitle };

export default async function LoginPage({ searchParams }: PageProps<'/staff/login'>) {
  if (await currentStaff()) redirect('/staff');
  const { error } = await searchParams;
  return (
    <main
      id="main"
      className="mx-auto mt-24 w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow"
    >
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{SIGN_IN_TEXT.title}</h1>
      <Suspense>
        <LoginForm
          messages={LOGIN_MESSAGES}
          lockedError={LOCKED_ERROR}
          initialError={error === 'too-many-codes' ? SECOND_STEP_TEXT.errors.tooMany : ''}
        />
      </Suspense>
    </main>
  );
}
