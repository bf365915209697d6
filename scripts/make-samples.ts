// `npx tsx scripts/make-samples.ts`: draws the site's original SVG artwork for every picture the
// content modules reference (scripts/artwork/), under public/images/. Catalogue PDFs are made by
// scripts/make-catalogues.tsx and the short films by scripts/make-videos.ts. A real photo simply
// replaces its file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { collectImages } from '@/content/assets';
import { awards, certifications } from '@/content/company';
import { associateLogos, businessAssociates } from '@/content/customers';
import type { ImageAsset } from '@/content/media';
import { drawBadge, drawPicture, drawWordmark } from './artwork/draw';

const PUBLIC = join(process.cwd(), 'public');

function write(path: string, data: string | Buffer) {
  const file = join(PUBLIC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** Badges and wordmarks carry words of their own; every other picture gets a motif. */
function special(): Map<string, string> {
  const drawn = new Map<string, string>();
  for (const a of awards)
    drawn.set(a.badge.src, drawBadge(String(a.year), 'AWARD', a.badge.alt, a.badge.width));
  for (const c of certifications)
    drawn.set(c.badge.src, drawBadge(c.code, 'CERTIFIED', c.badge.alt, c.badge.width));
  associateLogos.forEach((logo, i) =>
    drawn.set(logo.src, drawWordmark(businessAssociates[i]!, logo.width, logo.height)),
  );
  return drawn;
}

const pictureOf = (img: ImageAsset, drawn: Map<string, string>) =>
  drawn.get(img.src) ?? drawPicture(img.src, img.alt, img.width, img.height);

const drawn = special();
const images = collectImages();
for (const img of images) write(img.src, pictureOf(img, drawn));
console.log(`wrote ${images.length} pictures under public/images/`);
