// `npx tsx scripts/make-og-images.ts`: one 1200 x 630 PNG per public route (public/og/), the
// picture social networks show for a shared link: the route's artwork, its title and our name.
// PNG because Open Graph readers do not take SVG. The files are committed.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SITEMAP_ROUTES } from '@/content/routes';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/seo/metadata';
import { drawPicture } from './artwork/draw';

const { width: W, height: H } = OG_IMAGE_SIZE;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function card(path: string, title: string): string {
  // Long titles get a smaller size so they fit the dark panel (DejaVu Sans Bold: ~0.62 em a letter).
  const size = Math.min(60, Math.floor(700 / (0.62 * title.length)));
  const art = drawPicture(`og${path}`, title, W, H).replace(/<svg[^>]*>|<\/svg>\s*$/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${art}<rect width="${W * 0.62}" height="${H}" fill="#072f59" fill-opacity=".85"/><text x="64" y="260" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="64" y="330" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#f5a524">${escapeXml(site.name)}</text></svg>`;
}

for (const route of SITEMAP_ROUTES) {
  const file = join(process.cwd(), 'public', ogImagePath(route.path));
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(card(route.path, route.title)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
}
console.log(`wrote ${SITEMAP_ROUTES.length} Open Graph pictures under public/og/`);
