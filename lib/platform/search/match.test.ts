import { highlight, queryWords, scoreDocument, searchDocuments, snippetOf } from './match';
import type { SearchDocument } from './types';

const doc = (title: string, text: string): SearchDocument => ({
  url: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  kind: 'page',
  text,
});

describe('queryWords', () => {
  it('lower-cases, drops punctuation, one-letter words and repeats', () => {
    expect(queryWords('  Lithium, BATTERY! a battery ')).toEqual(['lithium', 'battery']);
  });
  it('keeps numbers and folds accents', () => {
    expect(queryWords('2 kWh Café')).toEqual(['2', 'kwh', 'cafe']);
  });
  it('keeps a Hindi word whole: its vowel signs are marks, not word breaks', () => {
    expect(queryWords('शिकायत, मरम्मत!')).toEqual(['शिकायत', 'मरम्मत']);
    // A letter with a nukta typed as one code point or as two is the same word.
    expect(queryWords('\u0916\u093c\u0930\u093e\u092c')).toEqual(
      queryWords('\u0959\u0930\u093e\u092c'),
    );
  });
  it('is empty for blank or symbol-only input', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(queryWords('!!! ??')).toEqual([]);
  });
});

describe('highlight', () => {
  it('marks word starts only, in their original case', () => {
    expect(highlight('Battery packs; a battery.', ['batt'])).toEqual([
      { text: 'Batt', match: true },
      { text: 'ery packs; a ', match: false },
      { text: 'batt', match: true },
      { text: 'ery.', match: false },
    ]);
    expect(highlight('combat', ['bat'])).toEqual([{ text: 'combat', match: false }]);
    // Inside a Hindi word (after a vowel sign) is not a word start.
    expect(highlight('शिकायत', ['यत'])).toEqual([{ text: 'शिकायत', match: false }]);
  });
  it('treats regular-expression characters literally', () => {
    expect(highlight('axb a.b', ['a.b'])).toEqual([
      { text: 'axb ', match: false },
      { text: 'a.b', match: true },
    ]);
  });
});

describe('snippetOf', () => {
  it('cuts long text around the first match with ellipses', () => {
    const text = `${'word '.repeat(60)}inverter ${'more '.repeat(60)}`.trim();
    const s = snippetOf(text, ['inverter']);
    expect(s).toContain('inverter');
    expect(s.startsWith('… ')).toBe(true);
    expect(s.endsWith(' …')).toBe(true);
    expect(s.length).toBeLessThan(200);
  });
});

describe('searchDocuments', () => {
  const docs = [
    doc('Lithium Battery', 'Packs for inverters and vehicles.'),
    doc('Inverter & UPS', 'Inverters with a lithium battery inside.'),
    doc('Sheet Metal', 'Stainless steel work.'),
  ];
  it('needs every word, and ranks title matches first', () => {
    const results = searchDocuments(docs, 'lithium battery');
    expect(results.map((r) => r.url)).toEqual(['/lithium-battery', '/inverter-ups']);
    expect(results[0]!.title).toEqual([
      { text: 'Lithium', match: true },
      { text: ' ', match: false },
      { text: 'Battery', match: true },
    ]);
  });
  it('finds nothing for unknown words or an empty query', () => {
    expect(searchDocuments(docs, 'zebra')).toEqual([]);
    expect(searchDocuments(docs, '')).toEqual([]);
  });
  it('compiles the query patterns once, not per document', () => {
    const many = Array.from({ length: 50 }, (_, i) => doc(`Battery ${i}`, 'Lithium packs.'));
    const spy = jest.spyOn(globalThis, 'RegExp');
    expect(searchDocuments(many, 'lithium battery')).toHaveLength(30);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(3);
    spy.mockRestore();
  });
  it('scores zero when a word is missing', () => {
    expect(scoreDocument(docs[2]!, ['steel', 'lithium'])).toBe(0);
  });
});

describe('searchDocuments', () => {
  const doc = (title: string, over: Partial<SearchDocument> = {}): SearchDocument => ({
    url: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
    title,
    kind: 'product',
    text: '',
    ...over,
  });

  it('puts a document whose code is the query first, however the code is typed', () => {
    const docs = [
      doc('Home UPS 1100 VA (IU-HUPS-1100)', { codes: ['IU-HUPS-1100'] }),
      doc('Lithium inverter 1100 VA (IU-1100)', { codes: ['IU-1100'] }),
    ];
    for (const query of ['IU-1100', 'iu 1100', 'iu‑1100'])
      expect([query, searchDocuments(docs, query)[0]?.url]).toEqual([
        query,
        '/lithium-inverter-1100-va-iu-1100-',
      ]);
  });

  it('ranks a lighter document below an equal hit of full weight', () => {
    const docs = [doc('Inverter A', { weight: 0.5 }), doc('Inverter B', { kind: 'page' })];
    expect(searchDocuments(docs, 'inverter').map((r) => r.url)).toEqual([
      '/inverter-b',
      '/inverter-a',
    ]);
  });
});
