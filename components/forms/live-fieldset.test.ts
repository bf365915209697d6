import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The rule of components/forms/live-fieldset.tsx, for forms to come: a <form> with neither an
 * `action` nor a `method` is sent only by its script, so its file wraps the controls in
 * <LiveFieldset>. (e2e/forms-before-script.spec.ts checks the pages as rendered; this also
 * covers forms a page shows only after a step, such as the payment wizard's second.)
 */
const ROOT = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The opening tags of the forms in a source file (attributes may hold braces and `>`). */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form\b/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      const c = source[end];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

const scriptOnly = (tag: string) => !/\saction=/.test(tag) && !/\smethod=/.test(tag);

describe('script-only forms', () => {
  it('finds the forms of a source, an attribute holding an arrow or braces included', () => {
    const tags = formTags(
      '<form onSubmit={(e) => send(e, { a: 1 })} noValidate>x</form><form method="get" action="/s">',
    );
    expect(tags).toEqual([
      '<form onSubmit={(e) => send(e, { a: 1 })} noValidate>',
      '<form method="get" action="/s">',
    ]);
    expect(tags.map(scriptOnly)).toEqual([true, false]);
  });

  it('are wrapped in LiveFieldset wherever they are written', () => {
    const files = [...sources(join(ROOT, 'app')), ...sources(join(ROOT, 'components'))];
    const withScriptOnlyForms = files.filter((file) =>
      formTags(readFileSync(file, 'utf8')).some(scriptOnly),
    );
    // The eight of today: contact, dealer, newsletter, warranty, service request, the payment
    // wizard's two steps and the staff sign-in.
    expect(withScriptOnlyForms.length).toBeGreaterThanOrEqual(8);
    const unwrapped = withScriptOnlyForms
      .filter((file) => !readFileSync(file, 'utf8').includes('<LiveFieldset'))
      .map((file) => relative(ROOT, file));
    expect(unwrapped).toEqual([]);
  });
});
