import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Nu HTML Checker's jar, from the `vnu-jar` package (its path is the module's value). */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Whether a `java` runs here (Debian's default-jre-headless; .ci/run installs it). */
export const JAVA_FOUND = !spawnSync('java', ['-version'], { stdio: 'ignore' }).error;

/** One error the checker found: the page it came from, its line and its message. */
export type HtmlError = { page: string; line: number | null; message: string; extract: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message?: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
};

/**
 * Errors that are not ours to fix, each matched exactly, with the reason beside it.
 *
 * React 19 renders a form whose action is a server action with `action=""` in the server's HTML
 * (before hydration; with JavaScript off the form posts to the page itself, which is what makes
 * it work). The checker rejects an empty URL there. The markup is React's, not ours.
 */
const NOT_OURS: { message: string; markup: RegExp }[] = [
  {
    message: 'Bad value “” for attribute “action” on element “form”: Must be non-empty.',
    markup: /^<form\b[^>]*\saction=""/,
  },
];

/** The markup the checker points at: the highlighted part of its extract. */
const pointedAt = (m: VnuMessage) =>
  (m.extract ?? '').slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? Infinity));

const notOurs = (m: VnuMessage) =>
  NOT_OURS.some((x) => m.message === x.message && x.markup.test(pointedAt(m)));

const asError =
  (byFile: Map<string, string>) =>
  (m: VnuMessage): HtmlError => ({
    // The checker names a file `file:/<path>`.
    page: byFile.get(path.basename(m.url ?? '')) ?? m.url ?? '(no page)',
    line: m.lastLine ?? null,
    message: m.message ?? m.type,
    extract: (m.extract ?? '').trim(),
  });

/**
 * The site's stylesheet, inline in every page's head (components/layout/site-styles.tsx): its text
 * is what Tailwind compiled from app/globals.css, not markup. The checker's CSS validator predates
 * the CSS Tailwind 4 writes (`@property`, `@layer`, `margin-trim` in `@supports`) and would report
 * each of them on every page, so the element is checked with its text left out. Exactly one per
 * page is expected; anything else in the page, other <style> elements included, is checked whole.
 */
const SITE_STYLESHEET = /(<style\b[^>]*\bdata-href="site-css"[^>]*>)[\s\S]*?(<\/style>)/g;

export function withoutSiteStylesheet(html: string): string {
  return html.replace(SITE_STYLESHEET, '$1$2');
}

/**
 * Checks every page with the Nu HTML Checker in one run of Java (its start-up is the slow part):
 * each page's markup is written to a file of a temporary folder, and the checker reads them all.
 * Returns the errors (warnings are not asked for), each named by the page it came from, and
 * apart from them the ones left out as not ours.
 */
export function checkHtml(pages: { page: string; html: string }[]): {
  errors: HtmlError[];
  leftOut: HtmlError[];
} {
  const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const byFile = new Map<string, string>();
    const files = pages.map(({ page, html }, i) => {
      const name = `${String(i).padStart(3, '0')}.html`;
      writeFileSync(path.join(folder, name), withoutSiteStylesheet(html));
      byFile.set(name, page);
      return path.join(folder, name);
    });
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error) throw run.error;
    // The checker writes its report to stderr, and exits 1 when it found errors.
    if (run.status !== 0 && run.status !== 1) {
      throw new Error(`vnu.jar exited with ${run.status}: ${run.stderr}${run.stdout}`);
    }
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const found = report.messages.filter((m) => m.type !== 'info');
    return {
      errors: found.filter((m) => !notOurs(m)).map(asError(byFile)),
      leftOut: found.filter(notOurs).map(asError(byFile)),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
