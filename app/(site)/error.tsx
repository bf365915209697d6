'use client';

import { buttonClass } from '@/components/ui/button';
import Link from 'next/link';
import { errorText } from '@/content/shell';

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="container-page space-y-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{errorText.title}</h1>
      <p>{errorText.text}</p>
      <div className="flex gap-4">
        <button type="button" onClick={reset} className={buttonClass({ size: 'sm' })}>
          {errorText.retry}
        </button>
        <Link href="/" className="px-4 py-2 text-brand-700 underline">
          {errorText.homeLink}
        </Link>
      </div>
    </div>
  );
}
