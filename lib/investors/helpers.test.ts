import { committeeLabel, groupCommitteeMembers } from './committees';
import { publicAddress } from './files';
import { isAuthorizedBearer } from './revalidate';
import type { CommitteeMember } from './types';

const member = (name: string, category: string): CommitteeMember => ({
  id: name,
  name,
  designation: 'Member',
  image: null,
  profileSummary: '',
  category,
});

describe('committee categories', () => {
  it('display the three known categories with their names and others as stored', () => {
    expect(committeeLabel('audit committee')).toBe('Audit Committee');
    expect(committeeLabel('Nomination and  Remuneration Committee ')).toBe(
      'Nomination and Remuneration Committee',
    );
    expect(committeeLabel('stakeholder relationship committee')).toBe(
      'Stakeholder Relationship Committee',
    );
    expect(committeeLabel('CSR committee')).toBe('CSR committee');
  });

  it('group members by category in order of appearance', () => {
    const groups = groupCommitteeMembers([
      member('A', 'audit committee'),
      member('B', 'CSR committee'),
      member('C', 'Audit Committee'),
    ]);
    expect(groups.map((g) => [g.label, g.members.map((m) => m.name)])).toEqual([
      ['Audit Committee', ['A', 'C']],
      ['CSR committee', ['B']],
    ]);
  });
});

describe('publicAddress', () => {
  it('serves storage keys under /files/ and keeps site paths and https links', () => {
    expect(publicAddress('investors/a.pdf')).toBe('/files/investors/a.pdf');
    expect(publicAddress('/legacy/a.pdf')).toBe('/legacy/a.pdf');
    expect(publicAddress('https://example.com/a.pdf')).toBe('https://example.com/a.pdf');
    // A protocol-relative address would leave the site: it is treated as a key, not a link.
    expect(publicAddress('//evil.example/a.pdf')).toMatch(/^\/files\//);
  });
});

describe('isAuthorizedBearer', () => {
  const secret = 'a-long-enough-secret-value';
  it('accepts only the exact bearer secret', () => {
    expect(isAuthorizedBearer(`Bearer ${secret}`, secret)).toBe(true);
    expect(isAuthorizedBearer(`bearer ${secret}`, secret)).toBe(true);
    expect(isAuthorizedBearer(`Bearer ${secret}x`, secret)).toBe(false);
    expect(isAuthorizedBearer(secret, secret)).toBe(false);
    expect(isAuthorizedBearer('Bearer ', secret)).toBe(false);
    expect(isAuthorizedBearer(null, secret)).toBe(false);
  });
});
