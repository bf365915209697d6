import { readFileSync } from 'node:fs';
import { SMS_TEMPLATES as HI } from '@/content/hi/mobile-check';
import { SMS_TEMPLATES as EN } from '@/content/mobile-check';

/** The operators' list of DLT templates must be the texts the site sends, word for word. */
describe('docs/features/mobile-check.md', () => {
  const doc = readFileSync('docs/features/mobile-check.md', 'utf8');
  it.each([
    ['en', EN],
    ['hi', HI],
  ] as const)('lists every %s template with its exact text', (language, templates) => {
    for (const [name, text] of Object.entries(templates)) {
      expect(doc).toContain(`| \`${name}.${language}\` |`);
      expect(doc).toContain(`\`${text}\``);
    }
  });
});
