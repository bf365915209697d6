'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { useSharedWords } from '@/components/i18n/language-provider';

const noSubscription = () => () => {};

/** False in the server's HTML and until React has hydrated the component, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The controls of a form that only JavaScript can send, disabled until the page is live. Before
 * hydration a native submit would send the fields as a GET query (a password or a mobile number in
 * the address bar and the server's logs), and a choice made then runs no handler (the warranty
 * form's dealer state fetched no dealers); disabled, nothing is chosen or sent too early. Without JavaScript the form stays
 * disabled and says why. `display: contents` keeps the form's own layout; the
 * spacing between the controls moves from the form to the fieldset.
 */
export function LiveFieldset({
  className = '',
  children,
}: {
  /** The spacing of the form's controls (space-y-*), which are the fieldset's children. */
  className?: string;
  children: ReactNode;
}) {
  const live = useHydrated();
  const { formText } = useSharedWords();
  return (
    <fieldset disabled={!live} className={`contents ${className}`}>
      <noscript>
        <p className="text-sm">{formText.needsScript}</p>
      </noscript>
      {children}
    </fieldset>
  );
}
