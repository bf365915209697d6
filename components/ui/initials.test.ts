import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initialsOf('Rajan Sample')).toBe('RS');
    expect(initialsOf('  kavita   sample example ')).toBe('KS');
    expect(initialsOf('Madhu')).toBe('M');
  });
});
