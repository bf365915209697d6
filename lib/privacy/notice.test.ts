import { LANGUAGE_CODES } from '@/content/languages';
import { WORDS } from '@/content/words';
import { RETENTION_RULES, type RetentionName } from '@/lib/features';
import { noticeRecords } from './notice';

describe.each(LANGUAGE_CODES)('the privacy notice in %s', (language) => {
  const records = noticeRecords(WORDS[language]);
  // Each period a figure of its own (under 1,000: no digit grouping) (the manifests' periods, a new feature's too), so that the
  // text shows which ones it names.
  const periods = Object.fromEntries(
    RETENTION_RULES.map((rule, i) => [rule.name, 901 + i]),
  ) as Record<RetentionName, number>;
  const kept = records.map((record) => record.kept(periods)).join('\n');

  it('says how long every kind of record the site keeps is kept', () => {
    for (const [name, days] of Object.entries(periods)) {
      expect([name, kept.includes(String(days))]).toEqual([name, true]);
    }
  });

  it('names no period the site does not have', () => {
    expect(kept).not.toMatch(/undefined|NaN/);
  });

  it('has one section per record, each with every part', () => {
    expect(new Set(records.map((r) => r.heading)).size).toBe(records.length);
    for (const record of records) {
      for (const part of [record.heading, record.collected, record.why, record.recipients])
        expect(part.trim()).not.toBe('');
    }
  });
});
