/**
 * Google's reCAPTCHA v3 script, loaded only when a protected form is first used (browser code, no
 * React). Nobody pays for it on a page they only read: about 300 KB of script and a frame from
 * Google are asked for on the visitor's first focus or touch in the form, or at the latest on
 * submit, which then waits for it (up to RECAPTCHA_WAIT_MS).
 */

/** Google's fixed address of the v3 script (the tests serve a stand-in there). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * How long a submit waits for the script and its token. A slow phone network needs a few seconds
 * for Google's two script files; past this the form is sent without a token and the server
 * answers with the spec's captcha message, so the visitor is never left waiting with no answer.
 */
export const RECAPTCHA_WAIT_MS = 10_000;

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    ___grecaptcha_cfg?: unknown;
  }
}

const SCRIPT_ID = 'google-recaptcha-v3';
let loading: Promise<Grecaptcha> | null = null;

/**
 * Adds the script once (later calls share the same promise) and resolves when grecaptcha is
 * ready. A script that fails to load is removed, so the next submit tries again.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA script loaded without grecaptcha'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    unloadRecaptcha();
    throw error;
  });
  return loading;
}

/**
 * Takes the script and Google's badge off the page (a client-side navigation away from the last
 * protected form), so the badge does not follow the visitor and the next form loads it afresh.
 */
export function unloadRecaptcha() {
  loading = null;
  document.getElementById(SCRIPT_ID)?.remove();
  document.querySelector('.grecaptcha-badge')?.parentElement?.remove();
  document.querySelector('script[src^="https://www.gstatic.com/recaptcha/releases"]')?.remove();
  window.grecaptcha = undefined;
  window.___grecaptcha_cfg = undefined;
}

/** A promise that gives up (rejects) after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A token for the action, loading the script first if no focus or touch has; undefined when
 * there is no site key, or the script or token did not come in time (the server then refuses
 * the form with the spec's captcha message).
 */
export async function recaptchaToken(
  siteKey: string,
  action: string,
  waitMs = RECAPTCHA_WAIT_MS,
): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    return await within(
      loadRecaptcha(siteKey).then((grecaptcha) => grecaptcha.execute(siteKey, { action })),
      waitMs,
    );
  } catch {
    return undefined;
  }
}
