import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENGLISH_TREE, TRANSLATED_TREE, TREES, twins } from './twins';

function pagesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : pagesUnder(root, path);
    return name === 'page.tsx' ? [relative(root, path)] : [];
  });
}

describe('the translated tree (npm run twins)', () => {
  const wanted = twins();

  it('has a twin of every English public page, listed from the app/ tree, and nothing else', () => {
    const english = pagesUnder(ENGLISH_TREE).sort();
    expect(english.length).toBeGreaterThan(40);
    expect([...wanted.keys()].sort()).toEqual(english);
    // Pages of the translated tree that are not twins (its catch-all for unknown addresses) are
    // its own; every twin is on disk as `npm run twins` writes it.
    for (const [rel, text] of wanted)
      expect([rel, readFileSync(join(TRANSLATED_TREE, rel), 'utf8')]).toEqual([rel, text]);
  });

  it('has a twin of every page opened from our mails, in their own root layout', () => {
    const mailLinks = TREES[1];
    const wantedThere = twins(mailLinks);
    expect([...wantedThere.keys()].sort()).toEqual([
      'newsletter/confirm/page.tsx',
      'newsletter/confirmed/page.tsx',
      'newsletter/unsubscribe/page.tsx',
      'newsletter/unsubscribed/page.tsx',
      'service-request/feedback/page.tsx',
    ]);
    expect(pagesUnder(mailLinks.translated).sort()).toEqual([...wantedThere.keys()].sort());
    for (const [rel, text] of wantedThere) {
      expect(text).toContain(
        `import * as english from '@/app/(mail-links)/${rel.replace('.tsx', '')}';`,
      );
      expect([rel, readFileSync(join(mailLinks.translated, rel), 'utf8')]).toEqual([rel, text]);
    }
  });

  it('copies the segment options Next reads from each page file itself', () => {
    const financials = wanted.get('investor-relations/financials/page.tsx');
    expect(financials).toContain('export const revalidate = 60;');
    const category = wanted.get('investor-relations/disclosures/[category]/page.tsx');
    expect(category).toContain('export const dynamicParams = false;');
    expect(category).toContain('export const generateStaticParams = english.generateStaticParams;');
    expect(wanted.get('about-us/page.tsx')).not.toContain('revalidate');
  });
});
