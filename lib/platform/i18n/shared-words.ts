import type { SiteWords } from '@/content/words';

/**
 * The words of the client widgets every page may have (the slides and their controls, the public
 * forms' fieldset and honeypot, the error view), picked on the server in the page's language.
 * The frame's LanguageProvider (components/layout/document.tsx) hands them to the browser once,
 * in the page's payload, so that no client bundle carries them in every language: before, each
 * page's first-load JavaScript held the English and the Hindi words of all of them (1.8 KB gzip
 * of Hindi on the English home page), and each further language would have added its own.
 * Plain data only (a function cannot be a prop): templates are filled in with fillIn.
 */
export function sharedWords(words: SiteWords) {
  return {
    carouselText: words.ui.carouselText,
    formText: words.ui.formText,
    errorText: words.shell.errorText,
  };
}

export type SharedWords = ReturnType<typeof sharedWords>;
