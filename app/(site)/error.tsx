'use client';

import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useLanguage, useSharedWords } from '@/components/i18n/language-provider';
import { localPath } from '@/content/languages';

/** A page that failed to render, inside its site frame, in the page's language. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { errorText } = useSharedWords();
  const language = useLanguage();
  return (
    <div className="container-page space-y-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{errorText.title}</h1>
      <p>{errorText.text}</p>
      <div className="flex gap-4">
        <button type="button" onClick={reset} className={buttonClass({ size: 'sm' })}>
          {errorText.retry}
        </button>
        <Link href={localPath('/', language)} className="px-4 py-2 text-brand-700 underline">
          {errorText.homeLink}
        </Link>
      </div>
    </div>
  );
}
