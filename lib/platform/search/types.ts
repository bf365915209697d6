import type { Language } from '@/content/languages';

/** One thing the site search can find: a page, a product, a vertical or a document. */
export type SearchKind = 'page' | 'product' | 'vertical' | 'document';

export interface SearchDocument {
  /** Where the result links: a route, a route with a #fragment, or a file under public/. */
  url: string;
  title: string;
  kind: SearchKind;
  /** Plain text the query is matched against (and the snippet is cut from). */
  text: string;
  /** Words the query is matched against that the page does not show (never in a snippet). */
  keywords?: string;
  /**
   * Codes that name the document alone (a model code): a query that is one of them, in any case,
   * with or without spaces and hyphens, puts the document first.
   */
  codes?: readonly string[];
  /**
   * How much a hit counts against other documents' (1 when absent): the 700+ models weigh less
   * than pages, so "inverter" finds the inverter pages and catalogues before 77 models.
   */
  weight?: number;
}

/**
 * A source of search documents. Static sources read the content modules of the language searched;
 * a database source (investor documents) returns its rows as documents the same way, whatever the
 * language.
 */
export interface SearchSource {
  name: string;
  load(language: Language): SearchDocument[] | Promise<SearchDocument[]>;
  /**
   * For a source that changes between builds faster than the index is kept: a cheap word that
   * changes when its documents do (the catalogue's newest change); the index is loaded again
   * when any source's version differs.
   */
  version?(): Promise<string>;
}

/** A piece of a title or snippet, marked when it matches a query word (rendered as <mark>). */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  url: string;
  title: TextPart[];
  kind: SearchKind;
  snippet: TextPart[];
  score: number;
}
