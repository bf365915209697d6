'use client';

import { useEffect, useRef } from 'react';

/**
 * The result of an action the page was reloaded for (signed in, signed out): announced, and
 * focused once, so that a keyboard or screen-reader user lands on it.
 */
export function FocusedMessage({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="account-message"
      className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
    >
      {text}
    </p>
  );
}
