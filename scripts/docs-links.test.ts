import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and docs/ (issue 30): the README stays short, and every relative link in them
 * points at a file that exists and, with a `#fragment`, at a heading of that file (GitHub's
 * anchors). Links to other sites are not fetched.
 */
const README_MAX_LINES = 200;

const FILES = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
].sort();

/** The text outside fenced code blocks, where a link is a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of each heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** Every relative link of a file: its target file and fragment, as written. */
function linksOf(file: string) {
  return [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const [pathPart, fragment] = target.split('#') as [string, string | undefined];
      const resolved = pathPart ? path.normalize(path.join(path.dirname(file), pathPart)) : file;
      return { target, resolved, fragment };
    });
}

describe('the README and docs/', () => {
  it(`keeps the README at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync('README.md', 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has documents to check', () => {
    expect(FILES.length).toBeGreaterThan(1);
  });

  it.each(FILES)('%s links only to files and headings that exist', (file) => {
    const broken = linksOf(file)
      .filter(({ resolved, fragment }) => {
        if (!existsSync(resolved)) return true;
        if (fragment === undefined) return false;
        return !statSync(resolved).isFile() || !anchorsOf(resolved).has(fragment);
      })
      .map(({ target }) => target);
    expect(broken).toEqual([]);
  });

  it('finds links written across lines and broken ones', () => {
    // The checker itself: a link whose text wraps is read, and a missing file is reported.
    const text = 'See [the\n  configuration](operations/nowhere.md) and [x](https://example.com).';
    const targets = [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map(([, t]) => t);
    expect(targets).toEqual(['operations/nowhere.md', 'https://example.com']);
  });
});
