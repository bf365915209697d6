import * as en from './en';
import * as hi from './hi';
import type { Language } from './languages';
import type { Words } from './words-type';

/** Every word of the public site in one language: `words().contact.CONTACT_MESSAGES.name`. */
export type SiteWords = Words<typeof en>;

/** Each language's words (content/<code>/index.ts), checked against the English shape by the type. */
export const WORDS: Record<Language, SiteWords> = { en, hi };
