import { LANGUAGES, type Language } from '@/content/languages';

/**
 * `<html>` and `<body>` of every root layout: the English site, the translated sites
 * (app/(translated)/[lang]/), the staff area and the pages opened from our mails each have their
 * own root layout, so that a page's `<html lang>` is its language from the first byte.
 */
export function Document({ language, children }: { language: Language; children: React.ReactNode }) {
  return (
    <html lang={LANGUAGES[language].htmlLang}>
      <body className="flex min-h-screen flex-col font-sans">{children}</body>
    </html>
  );
}
