import fc from 'fast-check';
import { nextIndex, previousIndex, stripShift, toggleOffset } from './carousel-steps';

describe('ring indexes', () => {
  it('wraps next from the last item to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('wraps previous from the first item to the last', () => {
    expect(previousIndex(0, 5)).toBe(4);
    expect(previousIndex(3, 5)).toBe(2);
  });

  it('stays at 0 for an empty ring', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('previous undoes next, and n steps come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, raw) => {
        const start = raw % count;
        expect(previousIndex(nextIndex(start, count), count)).toBe(start);
        let i = start;
        for (let step = 0; step < count; step++) i = nextIndex(i, count);
        expect(i).toBe(start);
      }),
    );
  });
});

describe('About Us verticals carousel', () => {
  it('Prev wraps from 0 to the last of four items', () => {
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(3, 4)).toBe(2);
  });

  it('Next toggles between offsets 0 and 1', () => {
    expect(toggleOffset(0)).toBe(1);
    expect(toggleOffset(1)).toBe(0);
    expect(toggleOffset(3)).toBe(0);
  });

  it('shifts the strip 20% per step', () => {
    expect(stripShift(0)).toBe('0%');
    expect(stripShift(1)).toBe('-20%');
    expect(stripShift(3)).toBe('-60%');
  });
});
