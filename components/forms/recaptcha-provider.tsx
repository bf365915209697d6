'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { DEFAULT_LANGUAGE } from '@/content/languages';
import type { RecaptchaAction } from '@/lib/features';

/**
 * How long a submit waits for Google's script and its token. A slow phone network needs a few
 * seconds for Google's two script files; past this the form is sent without a token and the
 * server answers with the spec's captcha message, so the visitor is never left without an answer.
 */
export const RECAPTCHA_WAIT_MS = 10_000;

/** The id of the script element this provider adds, where the library looks for it. */
const SCRIPT_ID = 'google-recaptcha-v3';

type Library = typeof import('./recaptcha-library').RecaptchaLibrary;
/** The library's chunk (recaptcha-library.tsx): asked for on first use, once per attempt. */
const importLibrary = () => import('./recaptcha-library').then((m) => m.RecaptchaLibrary);

/** What starts loading the script: the visitor's first focus or touch anywhere in the form. */
const FIRST_USE = ['focusin', 'pointerdown'] as const;

type Execute = (action: string) => Promise<string>;

/** A token for the action, or undefined (no site key, or no script or token in time). */
const TokenFor = createContext<(action: RecaptchaAction) => Promise<string | undefined>>(
  async () => undefined,
);

/**
 * reCAPTCHA v3 around a form, loaded on first use: the page itself asks Google for nothing.
 * react-google-recaptcha-v3's provider loads the script when it mounts, so it mounts only on the
 * first focus or touch in the form, or on a submit before either, and its code (a chunk of its
 * own, recaptcha-library.tsx) is fetched then too, beside Google's script; it sits beside the form, not
 * around it, so the form (and what the visitor typed) stays as it is. It takes the site key it
 * first renders with for every token, which is why it never renders without one. With no site
 * key it never mounts and the form sends no token (the server skips the check only when it has
 * no keys either). The wrapper is `display: contents`: it only listens. On a page in another
 * language than English, Google's script is asked for that language (`hl`), so its badge and
 * notices read in it; English pages ask as before (no `hl`). The script comes from `scriptUrl`
 * (RECAPTCHA_SCRIPT_URL: Google's, recaptcha.net's or a local stand-in's): the library's address is
 * fixed, so this provider adds the script itself under the library's id, and mounts the library
 * once it has loaded (the library then finds it and uses it).
 */
export function RecaptchaProvider({
  siteKey,
  scriptUrl,
  children,
}: {
  siteKey: string;
  scriptUrl: string;
  children: React.ReactNode;
}) {
  const language = useLanguage();
  const area = useRef<HTMLDivElement>(null);
  /** 0 until first use; then the library's attempt, a new one after a script that failed. */
  const [attempt, setAttempt] = useState(0);
  /** The attempt whose script has loaded: the library mounts for it. */
  const [loaded, setLoaded] = useState(0);
  const failed = useRef(false);
  /** The library's component, once its chunk has come (for the current attempt). */
  const [library, setLibrary] = useState<{ Library: Library } | null>(null);
  const execute = useRef<Execute | undefined>(undefined);
  const waiting = useRef(new Set<(execute: Execute | undefined) => void>());

  const settle = useCallback((ready: Execute | undefined) => {
    execute.current = ready;
    for (const resolve of waiting.current) resolve(ready);
    waiting.current.clear();
  }, []);

  const start = useCallback(() => {
    const retry = failed.current;
    failed.current = false;
    setAttempt((n) => (n === 0 || retry ? n + 1 : n));
  }, []);

  useEffect(() => {
    const element = area.current;
    if (!siteKey || !element) return;
    const first = () => {
      for (const type of FIRST_USE) element.removeEventListener(type, first);
      start();
    };
    for (const type of FIRST_USE) element.addEventListener(type, first, { passive: true });
    return () => {
      for (const type of FIRST_USE) element.removeEventListener(type, first);
    };
  }, [siteKey, start]);

  // Each attempt adds the script and asks for the library's chunk; once both have come the
  // library mounts and uses the script. A script or chunk that does not load tells a waiting
  // submit at once (it sends no token), and the next use makes a new attempt, which asks again.
  useEffect(() => {
    if (attempt === 0) return;
    let current = true;
    importLibrary().then(
      (Library) => current && setLibrary({ Library }),
      () => {
        if (!current) return;
        failed.current = true;
        settle(undefined);
      },
    );
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    const url = new URL(scriptUrl);
    url.searchParams.set('render', siteKey);
    if (language !== DEFAULT_LANGUAGE) url.searchParams.set('hl', language);
    Object.assign(script, { id: SCRIPT_ID, src: url.href, async: true, defer: true });
    script.onload = () => setLoaded(attempt);
    script.onerror = () => {
      failed.current = true;
      settle(undefined);
    };
    document.head.appendChild(script);
    return () => {
      current = false;
      script.onload = script.onerror = null;
    };
  }, [attempt, scriptUrl, siteKey, language, settle]);

  const tokenFor = useCallback(
    async (action: RecaptchaAction) => {
      if (!siteKey) return undefined;
      start();
      let waiter: ((ready: Execute | undefined) => void) | undefined;
      const ready =
        execute.current ??
        new Promise<Execute | undefined>((resolve) => {
          waiter = resolve;
          waiting.current.add(resolve);
        });
      try {
        return await within(
          Promise.resolve(ready).then((run) => run?.(action)),
          RECAPTCHA_WAIT_MS,
        );
      } catch {
        return undefined;
      } finally {
        if (waiter) waiting.current.delete(waiter);
      }
    },
    [siteKey, start],
  );

  return (
    <TokenFor value={tokenFor}>
      <div ref={area} className="contents">
        {children}
      </div>
      {siteKey && attempt > 0 && loaded === attempt && library ? (
        <library.Library key={attempt} siteKey={siteKey} scriptId={SCRIPT_ID} onReady={settle} />
      ) : null}
    </TokenFor>
  );
}

/** A promise that gives up (rejects) after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The form's extra field made on submit: a reCAPTCHA v3 token for the action, loading Google's
 * script if the visitor submitted before any focus or touch and waiting for it (none when it did
 * not come in time; the server then answers with the spec's captcha message).
 */
export function useRecaptchaField(action: RecaptchaAction) {
  const tokenFor = useContext(TokenFor);
  return async () => ({ recaptchaToken: await tokenFor(action) });
}
