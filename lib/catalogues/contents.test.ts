import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { collectDocuments } from '@/content/assets';
import { aboutBrochure, listProductCatalogues } from './contents';

async function textOf(href: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(join(process.cwd(), 'public', href)));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
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
    expect(text).toContain(c.title);
    for (const s of c.sections) {
      expect(text).toContain(s.heading);
      for (const item of s.items ?? []) expect(text).toContain(item.split(' ')[0]);
    }
  });
});
