'use client';

import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';

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
