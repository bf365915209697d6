import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_ROLES, type Access, type StaffRole } from './roles';
import { accessForPath, STAFF_AREAS } from '@/lib/features';

/**
 * The README's roles table (and every "(`/staff/x`, role)" note) says what the code says:
 * `STAFF_AREAS`, derived from the features (lib/features.ts). A note that drifted once gave /staff/outlets to sales.
 */
const README = readFileSync(path.resolve('README.md'), 'utf8');

const rolesOf = (access: Access): string[] =>
  access === 'signed-in' ? [] : typeof access === 'string' ? [access] : [...access];

/** Role -> the staff pages the table's row names. */
function readmeTable(): Map<string, string[]> {
  const section = README.slice(README.indexOf('### Roles\n'), README.indexOf('### Sessions\n'));
  const rows = section.split('\n').filter((line) => /^\| `/.test(line));
  return new Map(
    rows.map((row) => {
      const [, role, ...cells] = row.split('|').map((cell) => cell.trim());
      const pages = cells.join('|').match(/`\/staff[\w/-]*`/g) ?? [];
      return [role!.replace(/`/g, ''), pages.map((page) => page.replace(/`/g, '')).sort()];
    }),
  );
}

/** Role -> the staff pages (not handlers) `STAFF_AREAS` gives it; admins get the admin-only ones. */
function codeTable(): Map<string, string[]> {
  const pages = STAFF_AREAS.filter((area) => area.prefix.startsWith('/staff/'));
  return new Map(
    STAFF_ROLES.map((role) => [
      role,
      pages
        .filter((area) => rolesOf(area.access).includes(role))
        .map((area) => area.prefix)
        .sort(),
    ]),
  );
}

describe('the README on roles', () => {
  it('has one row per role, naming the pages STAFF_AREAS gives it', () => {
    expect(readmeTable()).toEqual(codeTable());
  });

  it('names every page any member may open beside the table', () => {
    const section = README.slice(README.indexOf('### Roles\n'), README.indexOf('### Sessions\n'));
    for (const area of STAFF_AREAS.filter((a) => a.access === 'signed-in')) {
      expect(section).toContain(`\`${area.prefix}\``);
    }
  });

  it('gives each page noted as "(`/staff/x`, role)" the roles the code gives it', () => {
    const notes = [...README.matchAll(/\(`(\/staff\/[\w/-]+)`, ([^):]*)/g)];
    expect(notes.length).toBeGreaterThan(0);
    for (const [note, page, words] of notes) {
      const access = accessForPath(page!);
      const owners: StaffRole[] = access === 'admin' ? ['admin'] : (rolesOf(access) as StaffRole[]);
      const named = STAFF_ROLES.filter((role) =>
        new RegExp(`\\b${role.replace('_', '[-_ ]')}`).test(words!),
      );
      // Admins may always be named beside the owners.
      expect([
        note,
        named.filter((role) => role !== 'admin' || owners.includes('admin')).sort(),
      ]).toEqual([note, [...owners].sort()]);
    }
  });
});
