import type { Page } from '@playwright/test';
import { businessAssociates, testimonials } from '../../content/hi/customers';
import { LATIN_TERMS } from '../../content/glossary';
import { CERTIFICATIONS } from '../../content/catalogue-specs';
import { sampleCatalogue } from '../../lib/catalogue/sample';
import { site } from '../../content/site';

/**
 * What a Hindi page may show in Latin script (issue 33): names (the company's, its brands', its
 * customers' and business associates', social networks'), model codes, e-mail addresses, web
 * addresses, units, a few names people write in Latin letters in Hindi too, and the
 * abbreviations of the Hindi glossary (content/hi/glossary.ts: ISO, PDF, UPI, LED…), the one
 * list of them. Anything inside
 * an element marked as another language (`lang="en-IN"`: the switch to English, a filing's title
 * as staff typed it) is that language's, not the page's.
 */
export const LATIN_NAMES: string[] = [
  site.name,
  site.shortName,
  'Sample Energy Industries',
  ...Object.values(site.brands),
  ...site.social.map((s) => s.name),
  ...businessAssociates,
  ...testimonials.map((t) => t.company),
  ...sampleCatalogue().map((m) => m.code),
  // Document numbers' series (a ticket's example, SR/2026-27/000001).
  'SR',
  'WR',
  'RCPT',
  'reCAPTCHA',
  'Google',
  ...LATIN_TERMS,
  'Razorpay',
  'LinkedIn',
  'Razorpay Software Pvt Ltd',
  // The catalogue's designations that are no abbreviation of the glossary: certifications, a
  // cell chemistry's formula, bus names and steel finishes, printed in Latin letters in Hindi too.
  ...CERTIFICATIONS,
  'LiFePO4',
  'CAN',
  'RS485',
  '2B',
  'BA',
];

const UNITS = [
  'V',
  'VA',
  'kVA',
  'W',
  'kW',
  'kWh',
  'Wh',
  'Ah',
  'MW',
  'MWh',
  'mm',
  'km',
  'KB',
  'MB',
  '°C',
  'K',
  'lm',
  'MP',
  'h',
  'm',
];

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_LIKE = /\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(com|in|org)\b\S*/g;

/** The Latin-script words left on the page once the allowed ones are taken out. */
export async function latinLeftOn(page: Page): Promise<string[]> {
  const { texts, marked } = await page.evaluate(() => {
    const out: string[] = [];
    const marked: string[] = [];
    const ownLanguage = document.documentElement.lang;
    const otherLanguage = (el: Element | null) => {
      // A model code is marked as not to be translated: it is printed on the box as it is.
      if (el?.closest('[translate="no"]')) return true;
      const marked = el?.closest('[lang]');
      return marked !== null && marked !== undefined && marked.getAttribute('lang') !== ownLanguage;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden], template')) continue;
      if (otherLanguage(parent)) {
        marked.push((node.textContent ?? '').trim());
        continue;
      }
      out.push(node.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll(
      '[alt], [aria-label], [title], [placeholder]',
    )) {
      if (otherLanguage(el)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
        out.push(el.getAttribute(name) ?? '');
    }
    out.push(document.title);
    return { texts: out, marked };
  });
  // What the page marks as English (a director's name) may recur in its own words (the photo's
  // alt text, "<name> की फ़ोटो").
  const names = [...LATIN_NAMES, ...marked.filter((text) => /[A-Za-z]/.test(text))].sort(
    (a, b) => b.length - a.length,
  );
  const left = new Set<string>();
  for (let text of texts) {
    text = text.replace(EMAIL, ' ').replace(URL_LIKE, ' ');
    for (const name of names) text = text.split(name).join(' ');
    for (const word of text.match(/[A-Za-z][A-Za-z°]*/g) ?? [])
      if (!UNITS.includes(word)) left.add(word);
  }
  return [...left].sort();
}
