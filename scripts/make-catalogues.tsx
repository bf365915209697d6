// `npx tsx scripts/make-catalogues.tsx`: writes every catalogue PDF the product pages link, and
// the About Us brochure, from the same content modules the pages read, so they always match the
// site. Run it after changing content/products/*.ts; the PDFs are committed under public/files/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToFile } from '@react-pdf/renderer';
import { aboutBrochure, listProductCatalogues } from '@/lib/catalogues/contents';
import { CatalogueDocument } from '@/lib/catalogues/document';

const all = [...listProductCatalogues(), aboutBrochure()];
for (const c of all) {
  const file = join(process.cwd(), 'public', c.href);
  mkdirSync(dirname(file), { recursive: true });
  await renderToFile(<CatalogueDocument c={c} />, file);
}
console.log(`wrote ${all.length} PDFs under public/files/`);
