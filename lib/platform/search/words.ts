/**
 * The words a visitor reads in a content module (or any part of one): every string it holds,
 * found by walking its structure, so that a paragraph, card or list item added to content/ is
 * searchable with no edit here. Left out: addresses and file names (keys below, and strings that
 * are paths or URLs) and functions (message templates).
 */
const NOT_WORDS = new Set([
  'href',
  'src',
  'path',
  'url',
  'poster',
  'sizes',
  'id',
  'key',
  'icon',
  'mime',
  'type',
  'captions',
]);
const ADDRESS = /^(\/|#|https?:|mailto:|tel:|data:)/;

export function wordsOf(value: unknown, seen = new Set<object>()): string[] {
  if (typeof value === 'string') return ADDRESS.test(value) || !value.trim() ? [] : [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries = Array.isArray(value)
    ? value.map((item) => [undefined, item] as const)
    : Object.entries(value).filter(([key]) => !NOT_WORDS.has(key));
  return entries.flatMap(([, item]) => wordsOf(item, seen));
}
