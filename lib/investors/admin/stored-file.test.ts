import { movedOrder } from './stored-file';

describe('movedOrder', () => {
  it('swaps a row with its neighbour', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });
  it('does nothing at the ends or for an unknown row', () => {
    expect(movedOrder(['a', 'b'], 'a', 'up')).toBeNull();
    expect(movedOrder(['a', 'b'], 'b', 'down')).toBeNull();
    expect(movedOrder(['a', 'b'], 'x', 'up')).toBeNull();
  });
  it('moves past rows of other groups to the next row of its own', () => {
    const group: Record<string, string> = { a1: 'a', b1: 'b', a2: 'a', b2: 'b' };
    const sameAs = (id: string) => (other: string) => group[other] === group[id];
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'a2', 'up', sameAs('a2'))).toEqual([
      'a2',
      'b1',
      'a1',
      'b2',
    ]);
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'b2', 'down', sameAs('b2'))).toBeNull();
    expect(movedOrder(['a1', 'b1', 'a2', 'b2'], 'b1', 'up', sameAs('b1'))).toBeNull();
  });
});
