'use client';

import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { RecaptchaAction } from '@/lib/features';

/**
 * reCAPTCHA v3 around a form. The library ships without 'use client', so it is wrapped here.
 * With no site key it loads nothing and the form sends no token (the server skips the check
 * only when it has no keys either).
 */
export function RecaptchaProvider({
  siteKey,
  children,
}: {
  siteKey: string;
  children: React.ReactNode;
}) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}

/**
 * The form's extra field made on submit: a reCAPTCHA v3 token for the action (none when the
 * script did not load; the server then answers with the spec's captcha message).
 */
export function useRecaptchaField(action: RecaptchaAction) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  return async () => ({
    recaptchaToken: executeRecaptcha ? await executeRecaptcha(action) : undefined,
  });
}
