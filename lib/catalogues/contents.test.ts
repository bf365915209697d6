import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { collectDocuments } from '@/content/assets';
import { aboutBrochure, listProductCatalogues } from './contents';

/**
 * Text without white space and hyphens: react-pdf breaks lines anywhere and hyphenates long words
 * ("manu-" / "facturing"), so only the letters, digits and punctuation in order are compared.
 */
const comparable = (text: string) => text.replace(/[\s\u00ad\u2010-]+/g, '');

async function textOf(href: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(join(process.cwd(), 'public', href)));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return comparable(text);
}

describe('catalogue PDFs', () => {
  const all = [...listProductCatalogues(), aboutBrochure()];

  it('exist for every PDF the pages link', () => {
    expect(all.map((c) => c.href).sort()).toEqual(
      collectDocuments()
        .map((d) => d.href)
        .sort(),
    );
  });

  // Fails when content/ changed without `npx tsx scripts/make-catalogues.tsx`.
  it.each(all.map((c) => [c.href, c] as const))('%s matches the content modules', async (_, c) => {
    const text = await textOf(c.href);
    const words = [c.title, c.subtitle, c.lead, ...c.contact];
    for (const s of c.sections) words.push(s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []));
    for (const w of words) expect(text).toContain(comparable(w));
  });
});
