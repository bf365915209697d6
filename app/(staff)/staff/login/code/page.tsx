import type { Metadata } from 'next';
import { SecondStepForm } from '@/components/staff/second-step-form';
import { SECOND_STEP_TEXT } from '@/content/staff-sign-in';
import { afterSignInPath, requireSignInStage } from '@/lib/platform/auth/session';
import { submitCode } from '../second-step-actions';
import { SignInCard } from '@/components/staff/sign-in-card';

export const metadata: Metadata = { title: SECOND_STEP_TEXT.code.title };

export default async function CodePage({ searchParams }: PageProps<'/staff/login/code'>) {
  const { callbackUrl } = await searchParams;
  const next = afterSignInPath(callbackUrl);
  await requireSignInStage('needs-code', next);
  const text = SECOND_STEP_TEXT.code;
  return (
    <SignInCard title={text.title}>
      <p>{text.intro}</p>
      <SecondStepForm
        action={submitCode}
        text={text}
        hidden={{ callbackUrl: next }}
        recoveryText={SECOND_STEP_TEXT.recovery}
      />
    </SignInCard>
  );
}
