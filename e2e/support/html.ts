import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The words of a page as the server sent them: the markup's text with scripts (and so React's
 * payload) removed, tags dropped, entities decoded and whitespace collapsed. Text that only a
 * browser renders later is not in it.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
        return String.fromCodePoint(code);
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ');
}

/** GETs a page, expects 200 HTML, and returns its raw markup and its server-rendered text. */
export async function serverPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  return { html, text: visibleText(html) };
}

/** The distinct `href`s in the markup that end in `.pdf`. */
export const pdfLinks = (html: string) => [
  ...new Set([...html.matchAll(/href="([^"]+\.pdf)"/g)].map((m) => m[1] as string)),
];
