import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aboutCarousel } from './about';
import { collectDocuments, collectImages, collectVideos } from './assets';
import { bessProducts } from './bess';
import { verticals } from './company';
import { homeBanner, whoWeAre } from './home';
import { mohaliGallery } from './infrastructure';
import { cctv, inverterUps, ledLights, lithiumBattery, sheetMetal } from './products';
import { teamSections } from './team';

const publicFile = (path: string) => join(process.cwd(), 'public', path);

describe('files the pages link to', () => {
  it('every image exists, is an SVG of the stated size, with alt text', () => {
    for (const img of collectImages()) {
      expect(existsSync(publicFile(img.src))).toBe(true);
      expect(img.alt.trim()).not.toBe('');
      const svg = readFileSync(publicFile(img.src), 'utf8');
      expect(svg).toContain(`width="${img.width}" height="${img.height}"`);
    }
  });

  it('every document is a PDF', () => {
    const docs = collectDocuments();
    expect(docs).toHaveLength(7 + 6 + 3 + 1 + 1);
    for (const doc of docs) {
      const bytes = readFileSync(publicFile(doc.href));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('every film is a small MP4 with a poster', () => {
    const videos = collectVideos();
    expect(videos).toHaveLength(8);
    for (const v of videos) {
      const bytes = readFileSync(publicFile(v.src!));
      expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
      expect(bytes.length).toBeLessThan(1024 * 1024);
      expect(existsSync(publicFile(v.poster.src))).toBe(true);
    }
  });
});

describe('figures the spec fixes (§2, §9)', () => {
  it('counts catalogues per product page', () => {
    expect(inverterUps.catalogues?.links).toHaveLength(7);
    expect(ledLights.catalogues?.links).toHaveLength(6);
    expect(lithiumBattery.catalogues?.links).toHaveLength(3);
    expect(sheetMetal.catalogues?.links).toHaveLength(1);
    expect(cctv.catalogues).toBeUndefined();
  });

  it('keeps accordions, galleries and image counts', () => {
    expect(inverterUps.accordion?.items).toHaveLength(3);
    expect(lithiumBattery.accordion?.items).toHaveLength(3);
    expect(sheetMetal.accordion?.items).toHaveLength(2);
    expect(inverterUps.gallery?.images).toHaveLength(10);
    expect(sheetMetal.gallery?.images).toHaveLength(10);
    expect(mohaliGallery.images).toHaveLength(10);
    expect(cctv.images?.images).toHaveLength(6);
    expect(inverterUps.features).toHaveLength(2);
    expect(sheetMetal.features).toHaveLength(2);
    expect(ledLights.lists[0]?.items).toHaveLength(12);
  });

  it('keeps the home and about figures', () => {
    expect(homeBanner.intervalMs).toBe(5000);
    expect(homeBanner.slides).toHaveLength(3);
    expect(whoWeAre.slider).toHaveLength(5);
    expect(Array.from(whoWeAre.text).length).toBeGreaterThan(250);
    // The spec's four verticals, and BESS and CCTV: all six, like the home page's cards.
    expect(aboutCarousel.items.map((i) => i.link.path)).toEqual(verticals.map((v) => v.route.path));
    expect(aboutCarousel.itemWidthPercent).toBe(27);
    expect(bessProducts.cards).toHaveLength(6);
    expect(bessProducts.initiallyShown).toBe(4);
  });

  it('has twelve team sections, five founders and board members first', () => {
    expect(teamSections).toHaveLength(12);
    expect(teamSections[0]?.heading).toBe('Founders & Board Members');
    expect(teamSections[0]?.members).toHaveLength(5);
    for (const s of teamSections) expect(s.members.length).toBeGreaterThan(0);
  });
});
