import type { Page } from '@playwright/test';

/** The widths every page is laid out at (e2e/pages.spec.ts, e2e/layout.spec.ts): phones, a tablet, three desktops. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280, 1536] as const;

/**
 * One width of LAYOUT_WIDTHS for each layout the site has: the narrowest of each of Tailwind's
 * ranges its classes use (phones below `md`, `md`, `lg`, `xl`). A second language lays out the
 * same markup in the same ranges, so its pages are checked at these (e2e/hindi.spec.ts): 390
 * and 1536 px lay out as 360 and 1280 do, with more room.
 */
export const LAYOUT_RANGE_WIDTHS = [360, 768, 1024, 1280] as const;

/** From this width the header shows the whole menu as a bar (Tailwind's `lg`). */
export const DESKTOP_MENU_WIDTH = 1024;

/**
 * Everything wrong with the layout of the page as it is now, one sentence each (empty when
 * nothing is). It runs in the page in one evaluate, so checking a page at six widths costs six
 * round trips:
 * - the page scrolls sideways;
 * - two visible interactive elements overlap;
 * - an interactive element sticks out of its section (a banner, the header, a form, a dialog;
 *   content of a scrolling box such as a wide table is left alone);
 * - a target is smaller than 24 × 24 px, unless it is a link inside a line of text or has room
 *   around it (WCAG 2.2 2.5.8's spacing exception: a 24 px circle on it touches no other target);
 * - a heading, button or label clips or spills its text (scroll size beyond its box);
 * - a header label (the company name, a menu item, a submenu link) takes more than one line.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const label = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text || label}"`;
    };
    const round = (r: DOMRect) =>
      `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    // Screen-reader-only text (and the skip link until it has focus) is clipped away on purpose.
    const clippedAway = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    };
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !clippedAway(el);
    const tiny = (r: DOMRect) => r.width <= 1 || r.height <= 1;

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Name the outermost elements that stick out, where the fix belongs.
      const wide = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > root.clientWidth + 1 &&
          (el.parentElement?.getBoundingClientRect().right ?? 0) <= root.clientWidth + 1,
      );
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px (${wide.slice(0, 3).map(name).join(', ')})`,
      );
    }

    const interactive = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
      ),
    ]
      // Inert content (a stacked carousel's slides under the one on show) takes no pointer or
      // keyboard: it lies under what is on show on purpose.
      .filter((el) => shown(el) && !el.closest('[inert]'))
      .map((el) => ({
        el,
        box: el.getBoundingClientRect(),
        // A link that wraps onto a second line is two boxes, not the rectangle around both.
        parts:
          getComputedStyle(el).display === 'inline'
            ? [...el.getClientRects()]
            : [el.getBoundingClientRect()],
      }))
      .filter(({ box }) => !tiny(box));

    // Overlaps: more than a shared border, between elements that are not nested.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i]!;
        const b = interactive[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (a.parts.some((p) => b.parts.some((q) => overlap(p, q)))) {
          problems.push(`${name(a.el)} (${round(a.box)}) overlaps ${name(b.el)} (${round(b.box)})`);
        }
      }
    }

    // A box that scrolls or clips sideways (a wide table, a strip carousel) holds its own content.
    const scrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    for (const { el, box } of interactive) {
      const section = el.closest(
        'section, header, footer, aside, article, form, dialog, [role="dialog"], main > *',
      );
      if (!section) continue;
      let scroller: Element | null = el.parentElement;
      while (scroller && scroller !== section && !scrolls(scroller)) {
        scroller = scroller.parentElement;
      }
      // (The section itself may be that box: a table's scroll wrapper straight under <main>.)
      if (scroller && scrolls(scroller)) continue;
      const outer = section.getBoundingClientRect();
      if (
        box.left < outer.left - 1 ||
        box.right > outer.right + 1 ||
        box.top < outer.top - 1 ||
        box.bottom > outer.bottom + 1
      ) {
        problems.push(`${name(el)} (${round(box)}) is outside ${name(section)} (${round(outer)})`);
      }
    }

    // Target size (2.5.8): a link in a sentence is exempt; others may be small with spacing.
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const small = interactive.filter(
      ({ el, box }) => (box.width < 24 || box.height < 24) && !inSentence(el),
    );
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const circleTouches = (c: { x: number; y: number }, r: DOMRect) => {
      const dx = c.x - Math.max(r.left, Math.min(c.x, r.right));
      const dy = c.y - Math.max(r.top, Math.min(c.y, r.bottom));
      return dx * dx + dy * dy < 12 * 12;
    };
    for (const target of small) {
      const c = centre(target.box);
      const crowded = interactive.some(({ el, box }) => {
        if (el === target.el || el.contains(target.el) || target.el.contains(el)) return false;
        if (small.some((s) => s.el === el)) {
          const o = centre(box);
          return Math.hypot(o.x - c.x, o.y - c.y) < 24;
        }
        return circleTouches(c, box);
      });
      if (crowded) problems.push(`${name(target.el)} is a small target (${round(target.box)})`);
    }

    // A box that clips loses any overflow; one that does not may let glyphs overhang its line
    // box by a few pixels (a font's descenders), but not a word or a line.
    for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6, button, label')) {
      if (!shown(el) || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const style = getComputedStyle(el);
      const slack = style.overflow === 'visible' ? Math.max(2, parseFloat(style.fontSize) / 2) : 1;
      if (el.scrollWidth > el.clientWidth + slack || el.scrollHeight > el.clientHeight + slack) {
        problems.push(
          `${name(el)} clips its text: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
      }
    }

    // One line each: count the distinct line boxes of the label's text.
    const lines = (el: Element) => {
      const bottoms = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && !shown(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width > 1 && r.height > 1) bottoms.add(Math.round(r.bottom));
        }
      }
      return bottoms.size;
    };
    const labels = document.querySelectorAll(
      'header a[href="/"], #main-menu > ul > li > a, #main-menu > ul > li > button, #main-menu > ul > li > div > a, #main-menu ul ul a',
    );
    for (const el of labels) {
      if (!shown(el) || tiny(el.getBoundingClientRect())) continue;
      const n = lines(el);
      if (n > 1) problems.push(`the header label ${name(el)} takes ${n} lines`);
    }
    return problems;
  });
}

/**
 * The top-level menu items of the desktop bar, left to right, as boxes; for checking that they
 * share one row, evenly spaced.
 */
export function menuItemBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#main-menu > ul > li')].map((li) => {
      const r = li.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
}

/**
 * The page laid out at each width in turn (six by default), with what is wrong at each (none,
 * when all is well); an open dialog or menu stays open between widths. The viewport is put back
 * as it was, so a later axe scan of the page meets the state already found clean.
 */
export async function problemsAtEveryWidth(
  page: Page,
  widths: readonly number[] = LAYOUT_WIDTHS,
): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: before.height });
    for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`);
  }
  await page.setViewportSize(before);
  return found;
}
