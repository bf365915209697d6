'use client';

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
        <h1>Something went wrong</h1>
        <p>The site could not be shown just now. Please try again in a moment.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
