import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/content/languages';
import { setRequestLanguage } from '@/lib/platform/i18n/words';

type Params = Record<string, string | string[] | undefined>;
interface TwinProps {
  params: Promise<Params>;
  searchParams?: Promise<Params>;
}
/** An English page module, whatever its own params (they are checked where it is declared). */
interface EnglishPage {
  default: unknown;
  metadata?: Metadata;
  generateMetadata?: unknown;
}
type PageComponent = (props: {
  params: Promise<Params>;
  searchParams: Promise<Params>;
}) => React.ReactNode | Promise<React.ReactNode>;
type MetadataFunction = (props: {
  params: Promise<Params>;
  searchParams: Promise<Params>;
}) => Metadata | Promise<Metadata>;

/** The language a translated address names (`/hi/…`), set for the rest of the render. */
export async function enterLanguage(
  params: Promise<Params>,
): Promise<{ language: Language; rest: Params }> {
  const { lang, ...rest } = await params;
  if (!isLanguage(lang) || lang === DEFAULT_LANGUAGE) notFound();
  setRequestLanguage(lang);
  return { language: lang, rest };
}

/**
 * A page of the translated tree (app/(translated)/[lang]/…, made by `npm run twins`): the
 * English page of the same address, rendered after the language is set, so that every server
 * component below it reads `words()` in that language.
 */
export function translatedPage(page: EnglishPage) {
  const Page = page.default as PageComponent;
  return async function TranslatedPage({ params, searchParams }: TwinProps) {
    const { rest } = await enterLanguage(params);
    return (
      <Page params={Promise.resolve(rest)} searchParams={searchParams ?? Promise.resolve({})} />
    );
  };
}

/** The English page's metadata, made in the address's language. */
export function translatedMetadata(page: EnglishPage) {
  return async function generateMetadata({ params, searchParams }: TwinProps): Promise<Metadata> {
    const { rest } = await enterLanguage(params);
    const make = page.generateMetadata as MetadataFunction | undefined;
    // A page's query may name what its title and canonical address say (a comparison's models).
    if (make)
      return make({
        params: Promise.resolve(rest),
        searchParams: searchParams ?? Promise.resolve({}),
      });
    return page.metadata ?? {};
  };
}
