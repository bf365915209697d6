import { words, wordsOf } from '@/lib/platform/i18n/words';
import type { Language } from '@/content/languages';
import { SearchIcon } from '@/components/ui/icons';

/** A plain GET form to the search page (/search, /hi/search): works without JavaScript, and its button submits. */
export function SearchForm({
  id = 'site-search',
  className = '',
  defaultValue,
  language,
}: {
  id?: string;
  className?: string;
  /** The current query, on the results page. */
  defaultValue?: string;
  /** Where the render has not set the page's language (a not-found boundary). */
  language?: Language;
}) {
  const site = language ? wordsOf(language) : words();
  const { searchBoxText } = site.shell;
  const { ROUTES } = site.routes;
  return (
    <form
      action={ROUTES.search.path}
      method="get"
      role="search"
      className={`flex items-center ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {searchBoxText.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={searchBoxText.placeholder}
        autoComplete="off"
        className="w-full min-w-0 rounded-l-md border border-slate-400 px-3 py-1.5 text-sm"
      />
      <button
        type="submit"
        className="rounded-r-md border border-brand-700 bg-brand-700 px-3 py-1.5 text-white hover:bg-brand-800"
      >
        <SearchIcon />
        <span className="sr-only">{searchBoxText.submit}</span>
      </button>
    </form>
  );
}
