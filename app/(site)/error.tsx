'use client';

import Link from 'next/link';

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="container-page space-y-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p>This page could not be shown just now. Please try again in a moment.</p>
      <div className="flex gap-4">
        <button type="button" onClick={reset} className="rounded bg-brand-700 px-4 py-2 text-white">
          Try again
        </button>
        <Link href="/" className="px-4 py-2 text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
