import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { LoginForm } from '@/components/staff/login-form';
import { SignInCard } from '@/components/staff/sign-in-card';
import { SECOND_STEP_TEXT, SIGN_IN_TEXT } from '@/content/staff-sign-in';
import { LOCKED_ERROR, LOGIN_MESSAGES } from '@/lib/platform/auth/options';
import { currentStaff } from '@/lib/platform/auth/session';

export const metadata: Metadata = { title: SIGN_IN_TEXT.metaTitle };

export default async function LoginPage({ searchParams }: PageProps<'/staff/login'>) {
  if (await currentStaff()) redirect('/staff');
  const { error } = await searchParams;
  return (
    <SignInCard title={SIGN_IN_TEXT.title}>
      <Suspense>
        <LoginForm
          messages={LOGIN_MESSAGES}
          lockedError={LOCKED_ERROR}
          initialError={error === 'too-many-codes' ? SECOND_STEP_TEXT.errors.tooMany : ''}
        />
      </Suspense>
    </SignInCard>
  );
}
