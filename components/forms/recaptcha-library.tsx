'use client';

import { useEffect } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';

type Execute = (action: string) => Promise<string>;

/**
 * react-google-recaptcha-v3 around nothing but a listener: it finds Google's script (already
 * loaded by RecaptchaProvider under the element id `scriptId`) and hands its executeRecaptcha up. In a chunk of its own, which
 * RecaptchaProvider imports on the form's first use, beside Google's script: a page that is
 * only read never loads it.
 */
export function RecaptchaLibrary({
  siteKey,
  scriptId,
  onReady,
}: {
  siteKey: string;
  scriptId: string;
  onReady: (execute: Execute) => void;
}) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ id: scriptId }}>
      <Ready onReady={onReady} />
    </GoogleReCaptchaProvider>
  );
}

/** Hands the library's executeRecaptcha up once Google's script is ready. */
function Ready({ onReady }: { onReady: (execute: Execute) => void }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => {
    if (executeRecaptcha) onReady(executeRecaptcha);
  }, [executeRecaptcha, onReady]);
  return null;
}
