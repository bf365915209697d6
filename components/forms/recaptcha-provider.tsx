'use client';

import { createContext, useContext, useEffect, useRef } from 'react';
import type { RecaptchaAction } from '@/lib/features';
import { loadRecaptcha, recaptchaToken, unloadRecaptcha } from './recaptcha-loader';

const SiteKey = createContext('');

/** What starts loading the script: the visitor's first focus or touch anywhere in the form. */
const FIRST_USE = ['focusin', 'pointerdown'] as const;

/** Protected forms on the page now; the script leaves with the last one. */
let mounted = 0;

/**
 * reCAPTCHA v3 around a form, loaded on first use (components/forms/recaptcha-loader.ts): the page
 * itself asks Google for nothing. With no site key it loads nothing and the form sends no token
 * (the server skips the check only when it has no keys either). The wrapper is `display:
 * contents`: it only listens, and leaves the form's layout alone.
 */
export function RecaptchaProvider({
  siteKey,
  children,
}: {
  siteKey: string;
  children: React.ReactNode;
}) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!siteKey || !element) return;
    mounted += 1;
    const start = () => {
      for (const type of FIRST_USE) element.removeEventListener(type, start);
      loadRecaptcha(siteKey).catch(() => {
        // Tried again on submit, which then tells the visitor if it still fails.
      });
    };
    for (const type of FIRST_USE) element.addEventListener(type, start, { passive: true });
    return () => {
      for (const type of FIRST_USE) element.removeEventListener(type, start);
      mounted -= 1;
      if (mounted === 0) unloadRecaptcha();
    };
  }, [siteKey]);
  return (
    <SiteKey value={siteKey}>
      <div ref={area} className="contents">
        {children}
      </div>
    </SiteKey>
  );
}

/**
 * The form's extra field made on submit: a reCAPTCHA v3 token for the action, waiting for the
 * script if the visitor submitted before it came (none when it did not load in time; the server
 * then answers with the spec's captcha message).
 */
export function useRecaptchaField(action: RecaptchaAction) {
  const siteKey = useContext(SiteKey);
  return async () => ({ recaptchaToken: await recaptchaToken(siteKey, action) });
}
