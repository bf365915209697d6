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
      expect(doc).toMatch(new RegExp(`\\| \`${name}\\.${language}\` +\\|`));
      expect(doc).toContain(`\`${text}\``);
    }
  });
});

/** The stand-in registers every template the site sends, in both languages (start:try, e2e). */
describe('the SMS gateway stand-in', () => {
  it('has an id for every template and language', () => {
    const { STAND_IN_TEMPLATE_IDS } = jest.requireActual<
      typeof import('@/e2e/stand-ins/sms-gateway')
    >('@/e2e/stand-ins/sms-gateway');
    expect(Object.keys(STAND_IN_TEMPLATE_IDS).sort()).toEqual(
      Object.keys(EN)
        .flatMap((name) => [`${name}.en`, `${name}.hi`])
        .sort(),
    );
  });
});
