// `npx tsx scripts/make-samples.ts`: writes the placeholder artwork (SVG) and sample PDFs that the
// content modules reference, under public/. Real photos and catalogues replace these files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { site } from '@/content/site';
import { collectDocuments, collectImages } from '@/content/assets';
import type { DocumentLink, ImageAsset } from '@/content/media';

const PUBLIC = join(process.cwd(), 'public');
const PALETTE = ['#083b70', '#0b5cad', '#1d4e89', '#2d6a4f', '#7a4e1d', '#5b3a8c'];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svgFor(img: ImageAsset): string {
  const hash = [...img.src].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const fill = PALETTE[hash % PALETTE.length];
  // Banners carry words of their own on top, so their label sits small in a corner.
  const banner = img.width / img.height > 2;
  const size = banner ? 20 : Math.round(Math.min(img.width / 24, img.height / 8));
  const [x, y, anchor] = banner ? ['98%', '94%', 'end'] : ['50%', '50%', 'middle'];
  const label = `${escapeXml(img.alt)} (sample image)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}" viewBox="0 0 ${img.width} ${img.height}" role="img" aria-label="${escapeXml(img.alt)}">
<rect width="100%" height="100%" fill="${fill}"/>
<text x="${x}" y="${y}" fill="#ffffff" fill-opacity="0.85" font-family="sans-serif" font-size="${size}" text-anchor="${anchor}">${label}</text>
</svg>
`;
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');

/** A one-page A4 PDF with a few lines of Helvetica, with a correct cross-reference table. */
function pdfFor(doc: DocumentLink): Buffer {
  const lines = [
    `SAMPLE DOCUMENT - ${doc.title}`,
    site.name,
    'This is a placeholder file. The real catalogue will replace it.',
  ];
  const stream = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 16 : 12} Tf 56 ${780 - i * 28} Td (${pdfText(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(`Sample: ${doc.title}`)}) /Producer (scripts/make-samples.ts) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function write(path: string, data: string | Buffer) {
  const file = join(PUBLIC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

const images = collectImages();
const documents = collectDocuments();
for (const img of images) write(img.src, svgFor(img));
for (const doc of documents) write(doc.href, pdfFor(doc));
console.log(`wrote ${images.length} images and ${documents.length} PDFs under public/`);
