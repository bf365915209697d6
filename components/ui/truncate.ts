/** Read-more truncation length on the home page (spec §9). */
export const READ_MORE_LIMIT = 250;

/**
 * The first `limit` characters of `text` followed by an ellipsis, or the text itself when it is
 * not longer than `limit`. Counts code points, so an emoji or accented letter is never split.
 */
export function truncate(text: string, limit = READ_MORE_LIMIT): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

export const isTruncated = (text: string, limit = READ_MORE_LIMIT) =>
  Array.from(text).length > limit;
