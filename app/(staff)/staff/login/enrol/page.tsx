import type { Metadata } from 'next';
import { SecondStepForm } from '@/components/staff/second-step-form';
import { SECOND_STEP_TEXT } from '@/content/staff-sign-in';
import { afterSignInPath, requireSignInStage } from '@/lib/platform/auth/session';
import { startEnrolment } from '@/lib/platform/auth/two-factor';
import { submitEnrolment } from '../second-step-actions';
import { SignInCard } from '@/components/staff/sign-in-card';

export const metadata: Metadata = { title: SECOND_STEP_TEXT.enrol.title };

export default async function EnrolPage({ searchParams }: PageProps<'/staff/login/enrol'>) {
  const { callbackUrl } = await searchParams;
  const next = afterSignInPath(callbackUrl);
  // Rendered once more after a right code, signed in, to answer the action with the recovery codes.
  const session = await requireSignInStage('needs-enrolment', next, { stayAfterAction: true });
  const enrolment = await startEnrolment(session);
  const text = SECOND_STEP_TEXT.enrol;
  return (
    <SignInCard title={text.title}>
      <p>{text.intro}</p>
      <p>{text.scan}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL, not a file */}
      <img
        src={enrolment.qrDataUrl}
        alt={text.qrAlt}
        width={200}
        height={200}
        className="mx-auto"
      />
      <p>
        {text.typeInstead}{' '}
        <code id="totp-secret" className="font-mono break-all">
          {enrolment.secret}
        </code>
      </p>
      <SecondStepForm
        action={submitEnrolment}
        text={text}
        hidden={{ callbackUrl: next, sealed: enrolment.sealed }}
        recoveryText={SECOND_STEP_TEXT.recovery}
      />
    </SignInCard>
  );
}
