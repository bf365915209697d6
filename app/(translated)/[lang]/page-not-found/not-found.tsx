import type { Metadata, ResolvingMetadata } from 'next';
import { NotFoundBody } from '@/components/layout/not-found-body';
import { TRANSLATED_LANGUAGES } from '@/content/languages';
import { words } from '@/lib/platform/i18n/words';
import { LanguageOnly } from '@/components/i18n/language-only';

/**
 * The tab's title. A not-found boundary's metadata stands in for the page's; it has no params, so
 * it waits for the layout's metadata, which has set the page's language.
 */
export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  await parent;
  const { notFoundText } = words().shell;
  return { title: notFoundText.title, robots: { index: false } };
}

/**
 * An address the translated site does not have, inside its frame and in its language. Next.js
 * renders a not-found boundary apart from the layout that sets the page's language, and gives it
 * no params: so each translated language's body is made here, and the frame's language picks
 * one (LanguageOnly). Only this segment carries it: a not-found.tsx beside the layout would ride
 * in every translated page's payload (app/global-not-found.tsx says why).
 */
export default function TranslatedNotFound() {
  return TRANSLATED_LANGUAGES.map((language) => (
    <LanguageOnly key={language} language={language}>
      <NotFoundBody language={language} />
    </LanguageOnly>
  ));
}
