import * as en from '@/content/catalogue';
import * as hi from '@/content/hi/catalogue';
import { CATALOGUE_LINES, seriesOf, specFieldsOf, specsSchema } from './specs';

describe("the lines' specifications", () => {
  it('each has a label, each choice and series a name, and each word unit a word, in every language', () => {
    const missing: string[] = [];
    for (const [language, T] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      for (const line of CATALOGUE_LINES) {
        if (!T.LINE_NAMES[line]) missing.push(`${language}: line ${line}`);
        for (const series of seriesOf(line))
          if (!T.SERIES_NAMES[series]) missing.push(`${language}: series ${series}`);
        for (const field of specFieldsOf(line)) {
          if (!T.SPEC_LABELS[field.key]) missing.push(`${language}: ${line}.${field.key}`);
          if (field.kind === 'choice')
            for (const choice of field.choices)
              if (!T.CHOICE_LABELS[choice]) missing.push(`${language}: ${field.key}=${choice}`);
          if (
            field.kind === 'number' &&
            /^[a-z]{3,}$/.test(field.unit) &&
            !T.UNIT_WORDS[field.unit]
          )
            missing.push(`${language}: unit ${field.unit}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses a value of the wrong kind, an unknown choice, a missing required one and an extra key', () => {
    const schema = specsSchema('inverter-ups');
    const good = {
      ratingVa: 1100,
      outputWatts: 880,
      waveform: 'pure-sine',
      batteryVoltage: 12,
      backupHours: 3.5,
    };
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, ratingVa: '1100' }).success).toBe(false);
    expect(schema.safeParse({ ...good, waveform: 'square' }).success).toBe(false);
    expect(schema.safeParse({ ...good, ratingVa: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...good, colour: 'red' }).success).toBe(false);
    expect(schema.safeParse({ ...good, ratingVa: -1 }).success).toBe(false);
    // An optional one may be left out (a recorder has no lens).
    expect(specsSchema('cctv').safeParse({ resolutionMp: 8, poe: true, channels: 8 }).success).toBe(
      true,
    );
  });
});
