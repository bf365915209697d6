import { LANGUAGE_CODES } from '@/content/languages';
import { WORDS } from '@/content/words';
import { RETENTION_RULES, type RetentionName } from '@/lib/features';
import type { NoticeRecord } from '@/content/privacy';
import type { SiteWords } from '@/content/words';
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

describe("a feature's own record", () => {
  it("is shown after the notice's own ones, in the words modules' order, with its periods", () => {
    const record = (heading: string): NoticeRecord<'callbackRequests'> => ({
      heading,
      collected: 'Name and mobile number.',
      why: 'To call back.',
      kept: (d) => `${d.callbackRequests} days.`,
      recipients: 'Sales.',
    });
    const words = {
      ...WORDS.en,
      callbacks: { privacyRecord: record('Callback requests') },
      visits: { privacyRecord: record('Visit bookings') },
    } as unknown as SiteWords;
    const records = noticeRecords(words);
    const own = WORDS.en.privacy.privacyNotice.records.length;
    expect(records.map((r) => r.heading).slice(own)).toEqual([
      'Callback requests',
      'Visit bookings',
    ]);
    expect(records[own]!.kept({ callbackRequests: 365 })).toBe('365 days.');
    expect(noticeRecords(WORDS.en)).toHaveLength(own);
  });
});
