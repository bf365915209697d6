import { LanguageOnly } from '@/components/i18n/language-only';
import { PageHeader } from '@/components/layout/page-header';
import { Link } from '@/components/ui/link';
import type { Language } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';

/**
 * What a feedback link that is not signed for a request there is shows (a not-found boundary,
 * answered with a 404): rendered apart from the layout that sets the page's language, so each of
 * `languages` has its body here and the frame's language picks one (LanguageOnly).
 */
export function FeedbackLinkInvalid({ languages }: { languages: readonly Language[] }) {
  return languages.map((language) => {
    const words = wordsOf(language);
    const T = words.serviceFeedback.SERVICE_FEEDBACK_TEXT;
    return (
      <LanguageOnly key={language} language={language}>
        <title>{T.invalidTitle}</title>
        <PageHeader title={T.invalidTitle} />
        <div className="container-page max-w-2xl space-y-6 py-10">
          <p className="text-lg">{T.invalidLead}</p>
          <p>
            <Link href={words.routes.ROUTES.serviceTrack.path} className="text-brand-700 underline">
              {words.routes.ROUTES.serviceTrack.title}
            </Link>
          </p>
        </div>
      </LanguageOnly>
    );
  });
}
