import { aboutCarousel, aboutVideo } from './about';
import { bessProducts } from './bess';
import { awards, certifications } from './company';
import { associateLogos } from './customers';
import { mohaliGallery, showrooms } from './infrastructure';
import { homeBanner, whoWeAre } from './home';
import { journeyBanner } from './journey';
import type { DocumentLink, ImageAsset, VideoLink } from './media';
import * as products from './products';

/** Every content module that names files under public/ (for the sample generator and its test). */
const SOURCES: unknown[] = [
  homeBanner,
  whoWeAre,
  aboutCarousel,
  aboutVideo,
  bessProducts,
  mohaliGallery,
  showrooms,
  journeyBanner,
  awards,
  certifications,
  associateLogos,
  ...Object.values(products),
];

function walk(value: unknown, visit: (node: Record<string, unknown>) => void) {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((v) => walk(v, visit));
  }
}

const unique = <T>(items: T[], key: (t: T) => string) => [
  ...new Map(items.map((t) => [key(t), t])).values(),
];

export function collectImages(): ImageAsset[] {
  const found: ImageAsset[] = [];
  walk(SOURCES, (n) => {
    if (typeof n.src === 'string' && n.src.startsWith('/images/') && typeof n.alt === 'string')
      found.push(n as unknown as ImageAsset);
  });
  return unique(found, (i) => i.src);
}

export function collectDocuments(): DocumentLink[] {
  const found: DocumentLink[] = [];
  walk(SOURCES, (n) => {
    if (typeof n.href === 'string' && n.href.endsWith('.pdf'))
      found.push(n as unknown as DocumentLink);
  });
  return unique(found, (d) => d.href);
}

export function collectVideos(): VideoLink[] {
  const found: VideoLink[] = [];
  walk(SOURCES, (n) => {
    if (typeof n.src === 'string' && n.src.endsWith('.mp4')) found.push(n as unknown as VideoLink);
  });
  return unique(found, (v) => v.src);
}
