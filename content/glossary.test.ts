import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { devanagariAbbreviations, LATIN_TERMS } from './glossary';

/** Every source file of the Hindi words (content/hi and its folders). */
function hindiSources(dir = path.join(__dirname, 'hi')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return hindiSources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the Hindi glossary of Latin abbreviations', () => {
  it('finds a Devanagari spelling as a whole word, and only so', () => {
    expect(devanagariAbbreviations('आईएसओ 9001 प्रमाणित, जेपीईजी या पीडीएफ।')).toEqual([
      'आईएसओ → ISO',
      'जेपीईजी → JPEG',
      'पीडीएफ → PDF',
    ]);
    expect(devanagariAbbreviations('सोलर पैनल, ISO 9001, PDF फ़ाइल')).toEqual([]);
  });

  it('no Hindi word in content/hi spells an abbreviation in Devanagari (ISO, JPEG, SSL, PDF, BIS…)', () => {
    const found = hindiSources().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          devanagariAbbreviations(line).map(
            (hit) => `${path.relative(process.cwd(), file)}:${i + 1} ${hit}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('lists the abbreviations of the issue', () => {
    for (const term of ['ISO', 'JPEG', 'SSL', 'PDF', 'BIS', 'GST', 'UPI', 'OTP', 'CCTV', 'LED'])
      expect(LATIN_TERMS).toContain(term);
    for (const term of ['UPS', 'BESS', 'CIN', 'PAN']) expect(LATIN_TERMS).toContain(term);
  });
});
