import { LanguageProvider } from '@/components/i18n/language-provider';
import { LANGUAGES, type Language } from '@/content/languages';
import { sharedWords } from '@/lib/platform/i18n/shared-words';
import { wordsOf } from '@/lib/platform/i18n/words';

/**
 * `<html>` and `<body>` of every root layout: the English site, the translated sites
 * (app/(translated)/[lang]/), the staff area and the pages opened from our mails each have their
 * own root layout, so that a page's `<html lang>` is its language from the first byte. Its
 * LanguageProvider tells the client components below the page's language and hands them the
 * shared widgets' words in it (lib/platform/i18n/shared-words.ts).
 */
export function Document({
  language,
  children,
}: {
  language: Language;
  children: React.ReactNode;
}) {
  return (
    <html lang={LANGUAGES[language].htmlLang}>
      <body className="flex min-h-screen flex-col font-sans">
        <LanguageProvider language={language} words={sharedWords(wordsOf(language))}>
          {children}
        </LanguageProvider>
      </body>
    </html>
  );
}
