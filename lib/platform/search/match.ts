import type { SearchDocument, SearchResult, TextPart } from './types';

const MAX_WORDS = 8;
const SNIPPET = 180;

/**
 * Lower-case words of a query: punctuation dropped, duplicates and one-letter words removed. A
 * word keeps its combining marks (\p{M}): Hindi's vowel signs are marks, and "शिकायत" is one word,
 * not "श", "क" and "यत". Latin accents are dropped; the rest is put in the form documents are
 * kept in (NFC, lib/search/index.ts).
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}&]+/u)
    .filter((w) => w.length > 1 || /\d/.test(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching any query word at the start of a word (so "batt" finds "battery"). */
function wordPattern(words: string[]): RegExp {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join('|')})`, 'giu');
}

/**
 * The patterns of one query, compiled once and used for every document: `any` finds any word,
 * `each` holds one pattern per word (every word must occur).
 */
export interface QueryPatterns {
  words: string[];
  any: RegExp;
  each: RegExp[];
}

export function compileQuery(words: string[]): QueryPatterns {
  return { words, any: wordPattern(words), each: words.map((w) => wordPattern([w])) };
}

const patternsOf = (q: string[] | QueryPatterns) => (Array.isArray(q) ? compileQuery(q) : q);

/** Splits text into parts, marking every word-start occurrence of a query word. */
export function highlight(text: string, query: string[] | QueryPatterns): TextPart[] {
  const { words, any } = patternsOf(query);
  if (words.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(any)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** About SNIPPET characters of text around the first match, cut at word boundaries. */
export function snippetOf(text: string, query: string[] | QueryPatterns): string {
  if (text.length <= SNIPPET) return text;
  // search() ignores the global flag's lastIndex, so the shared pattern is safe to reuse.
  const first = Math.max(0, text.search(patternsOf(query).any));
  let start = Math.max(0, first - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}

const countMatches = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Score of a document for the query words: 0 unless every word occurs; title hits weigh more. */
export function scoreDocument(doc: SearchDocument, query: string[] | QueryPatterns): number {
  let score = 0;
  for (const pattern of patternsOf(query).each) {
    const inTitle = countMatches(doc.title, pattern);
    const inText = countMatches(doc.text, pattern) + countMatches(doc.keywords ?? '', pattern);
    if (inTitle + inText === 0) return 0;
    score += inTitle * 10 + Math.min(inText, 5);
  }
  return score;
}

/** A code as compared: lower case, without spaces or hyphens (IU-1100, iu 1100, iu1100). */
const compactCode = (text: string) => text.toLowerCase().replace(/[\s\-‐-―]/g, '');

/** How far above every other hit a document whose code is the query comes. */
const CODE_HIT = 1000;

/** Documents matching every query word, best first, with highlighted titles and snippets. */
export function searchDocuments(docs: SearchDocument[], query: string, limit = 30): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const patterns = compileQuery(words);
  const code = compactCode(query.normalize('NFC'));
  const codeHit = (doc: SearchDocument) =>
    doc.codes?.some((c) => compactCode(c) === code) ? CODE_HIT : 0;
  return docs
    .map((doc) => {
      const score = scoreDocument(doc, patterns);
      return { doc, score: score > 0 ? score * (doc.weight ?? 1) + codeHit(doc) : 0 };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title))
    .slice(0, limit)
    .map(({ doc, score }) => ({
      url: doc.url,
      kind: doc.kind,
      score,
      title: highlight(doc.title, patterns),
      snippet: highlight(snippetOf(doc.text, patterns), patterns),
    }));
}
