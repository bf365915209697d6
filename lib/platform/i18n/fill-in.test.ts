import { fillIn } from './fill-in';
import { carouselText as en } from '@/content/ui';
import { carouselText as hi } from '@/content/hi/ui';

describe('fillIn', () => {
  it('fills each place, in the order the language puts them', () => {
    expect(fillIn(en.position, { n: 2, count: 5 })).toBe('2 of 5');
    expect(fillIn(hi.position, { n: 2, count: 5 })).toBe('5 में से 2');
    expect(fillIn(en.imageCount, { n: 1, count: 3 })).toBe('Image 1 of 3');
    expect(fillIn(hi.imageCount, { n: 1, count: 3 })).toBe('फ़ोटो 1 / 3');
  });

  it('leaves a place without a value as it is, and a value is never read as a template', () => {
    expect(fillIn('{n} of {count}', { n: 2 })).toBe('2 of {count}');
    expect(fillIn('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
    expect(fillIn('{toString}', {})).toBe('{toString}');
  });
});
