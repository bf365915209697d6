import {
  findModels,
  finderSearch,
  PAGE_SIZE,
  parseFinderQuery,
  rangesOf,
  searchOf,
} from './finder';
import { sampleModels } from './testing';
import type { CatalogueModel } from './types';

const models: CatalogueModel[] = sampleModels();
const led = models.filter((m) => m.line === 'led-lights');

describe('parseFinderQuery', () => {
  it('reads ranges, choices, series, yes-no, sort and page from the address', () => {
    const q = parseFinderQuery('led-lights', {
      'min-wattage': '10',
      'max-wattage': '1,000',
      colourTemperature: ['4000K', '6500K'],
      series: 'panel',
      sort: 'price-asc',
      page: '2',
      q: ' 18 W ',
    });
    expect(q).toEqual({
      q: '18 W',
      series: ['panel'],
      ranges: { wattage: { min: 10, max: 1000 } },
      choices: { colourTemperature: ['4000K', '6500K'] },
      yes: [],
      discontinued: false,
      sort: 'price-asc',
      page: 2,
    });
  });

  it('leaves out what does not parse, and swaps a range given backwards', () => {
    const q = parseFinderQuery('led-lights', {
      'min-wattage': 'ten',
      'min-lumens': '5000',
      'max-lumens': '100',
      colourTemperature: '9999K',
      series: ['dome', 'panel', 'panel'],
      sort: 'DROP TABLE',
      page: '-3',
      poe: 'yes',
    });
    expect(q.ranges).toEqual({ lumens: { min: 100, max: 5000 } });
    expect(q.choices).toEqual({});
    expect(q.series).toEqual(['panel']);
    expect(q.sort).toBe('name');
    expect(q.page).toBe(1);
    expect(q.yes).toEqual([]);
  });

  it('round-trips through the address it writes', () => {
    const params = {
      'min-wattage': '10',
      colourTemperature: ['4000K'],
      series: 'street',
      discontinued: 'yes',
      sort: 'newest',
      page: '3',
    };
    const q = parseFinderQuery('led-lights', params);
    const again = parseFinderQuery(
      'led-lights',
      Object.fromEntries(
        [...new URLSearchParams(finderSearch(q)).entries()].reduce((map, [k, v]) => {
          map.set(k, [...(map.get(k) ?? []), v]);
          return map;
        }, new Map<string, string[]>()),
      ),
    );
    expect(again).toEqual(q);
  });
});

describe('searchOf and finderSearch', () => {
  it('give the same text for a query that is already in its own form, so the page does not redirect', () => {
    const q = parseFinderQuery('led-lights', {
      series: 'panel',
      'min-wattage': '10',
      sort: 'newest',
    });
    const own = Object.fromEntries(new URLSearchParams(finderSearch(q)).entries());
    expect(searchOf(own)).toBe(finderSearch(q));
  });

  it("tell a form's empty fields and bad values apart from the query's own form, which is stable", () => {
    const sent = {
      q: '',
      'min-wattage': '10',
      'max-wattage': '',
      'min-lumens': 'x',
      sort: 'name',
      page: '0',
    };
    const q = parseFinderQuery('led-lights', sent);
    expect(searchOf(sent)).not.toBe(finderSearch(q));
    expect(finderSearch(q)).toBe('?min-wattage=10');
    const again = parseFinderQuery(
      'led-lights',
      Object.fromEntries(new URLSearchParams(finderSearch(q)).entries()),
    );
    expect(finderSearch(again)).toBe(finderSearch(q));
  });
});

describe('findModels', () => {
  it('filters a line by range and choice, pages the result and counts all of it', () => {
    const q = parseFinderQuery('led-lights', {
      'min-wattage': '10',
      'max-wattage': '20',
      colourTemperature: '4000K',
    });
    const result = findModels(led, q, 'en');
    const expected = led.filter(
      (m) =>
        !m.discontinued &&
        (m.specs.wattage as number) >= 10 &&
        (m.specs.wattage as number) <= 20 &&
        m.specs.colourTemperature === '4000K',
    );
    expect(result.total).toBe(expected.length);
    expect(result.total).toBeGreaterThan(10);
    expect(result.models.length).toBe(Math.min(PAGE_SIZE, expected.length));
    for (const m of result.models) expect(m.specs.colourTemperature).toBe('4000K');
  });

  it('finds a model by its code or by words of its name, with or without the space before a unit', () => {
    const all = parseFinderQuery(null, { q: 'iu-1100' });
    expect(findModels(models, all, 'en').models.map((m) => m.code)).toEqual(['IU-1100']);
    const panel = findModels(led, parseFinderQuery('led-lights', { q: '20W panel' }), 'en');
    const spaced = findModels(led, parseFinderQuery('led-lights', { q: '20 w PANEL' }), 'en');
    expect(spaced.total).toBe(panel.total);
    const hindi = findModels(models, parseFinderQuery(null, { q: 'इन्वर्टर 1100' }), 'hi');
    expect(hindi.models.map((m) => m.code)).toContain('IU-1100');
  });

  it('hides discontinued models unless asked, and sorts by price with prices on request last', () => {
    const shown = findModels(models, parseFinderQuery(null, {}), 'en');
    const withOld = findModels(models, parseFinderQuery(null, { discontinued: 'yes' }), 'en');
    expect(withOld.total - shown.total).toBe(models.filter((m) => m.discontinued).length);
    const bess = models.filter((m) => m.line === 'bess');
    const byPrice = findModels(bess, parseFinderQuery('bess', { sort: 'price-asc' }), 'en').models;
    const prices = byPrice.map((m) => m.mrpPaise);
    const priced = prices.filter((p): p is number => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);
  });

  it('answers the last page for a page beyond it, and an empty result with one page', () => {
    const far = findModels(led, parseFinderQuery('led-lights', { page: '999' }), 'en');
    expect(far.page).toBe(far.pages);
    const none = findModels(led, parseFinderQuery('led-lights', { 'min-wattage': '99999' }), 'en');
    expect(none).toEqual({ total: 0, page: 1, pages: 1, models: [] });
  });

  it("gives each number specification's range over a line's models", () => {
    expect(rangesOf('led-lights', led).wattage).toEqual({ min: 3, max: 400 });
  });
});
