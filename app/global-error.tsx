'use client';

import { globalErrorText as T } from '@/content/shell';

// Shown only when the root layout itself fails; it must render its own <html>.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-IN">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem' }}>
        <h1>{T.title}</h1>
        <p>{T.text}</p>
        <button type="button" onClick={reset}>
          {T.retry}
        </button>
      </body>
    </html>
  );
}
