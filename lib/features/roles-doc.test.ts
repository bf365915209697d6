import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_ROLES, type Access, type StaffRole } from '../platform/auth/roles';
import { accessForPath, STAFF_AREAS } from '@/lib/features';

/**
 * The roles table of docs/security/staff.md (and every "(`/staff/x`, role)" note in the README
 * and docs/) says what the code says: `STAFF_AREAS`, derived from the features' manifests
 * (lib/features). A note that drifted once gave /staff/outlets to sales.
 */
const STAFF_DOC = readFileSync(path.resolve('docs/security/staff.md'), 'utf8');
const ROLES_SECTION = STAFF_DOC.slice(
  STAFF_DOC.indexOf('\n## Roles\n'),
  STAFF_DOC.indexOf('\n## Sessions\n'),
);
const DOCS = [
  'README.md',
  ...readdirSync(path.resolve('docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
].map((file) => readFileSync(path.resolve(file), 'utf8'));

const rolesOf = (access: Access): string[] =>
  access === 'signed-in' ? [] : typeof access === 'string' ? [access] : [...access];

/** Role -> the staff pages the table's row names. */
function docsTable(): Map<string, string[]> {
  const rows = ROLES_SECTION.split('\n').filter((line) => /^\| `/.test(line));
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

describe('the docs on roles', () => {
  it('has a roles section in docs/security/staff.md', () => {
    expect(ROLES_SECTION.length).toBeGreaterThan(0);
  });

  it('has one row per role, naming the pages STAFF_AREAS gives it', () => {
    expect(docsTable()).toEqual(codeTable());
  });

  it('names every page any member may open beside the table', () => {
    for (const area of STAFF_AREAS.filter((a) => a.access === 'signed-in')) {
      expect(ROLES_SECTION).toContain(`\`${area.prefix}\``);
    }
  });

  it('gives each page noted as "(`/staff/x`, role)" the roles the code gives it', () => {
    const notes = DOCS.flatMap((text) => [...text.matchAll(/\(`(\/staff\/[\w/-]+)`, ([^):]*)/g)]);
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
