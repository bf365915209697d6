'use client';

import { Link } from '@/components/ui/link';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { localPath } from '@/content/languages';
import { privacyFormNote as noteEn } from '@/content/privacy';
import { privacyFormNote as noteHi } from '@/content/hi/privacy';
import { ROUTES } from '@/content/routes';

/**
 * The line beside a form's submit button that points to the privacy notice, in the page's
 * language and to that language's notice. A client component: the forms that show it are.
 */
export function PrivacyNote({ className = 'text-xs text-muted' }: { className?: string }) {
  const note = useWords({ en: noteEn, hi: noteHi });
  const language = useLanguage();
  return (
    <p className={className}>
      {note.lead}{' '}
      <Link href={localPath(ROUTES.privacy.path, language)} className="underline">
        {note.link}
      </Link>
    </p>
  );
}
