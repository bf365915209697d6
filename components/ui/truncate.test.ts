import { isTruncated, READ_MORE_LIMIT, truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of at most 250 characters as it is', () => {
    const text = 'a'.repeat(READ_MORE_LIMIT);
    expect(truncate(text)).toBe(text);
    expect(isTruncated(text)).toBe(false);
  });

  it('cuts longer text to 250 characters plus an ellipsis', () => {
    const text = 'b'.repeat(READ_MORE_LIMIT + 1);
    expect(truncate(text)).toBe(`${'b'.repeat(READ_MORE_LIMIT)}…`);
    expect(isTruncated(text)).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('one two three', 4)).toBe('one…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});
