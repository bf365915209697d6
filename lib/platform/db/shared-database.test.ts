import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Jest's workers share one database (jest.global-setup.mjs), so a test file that counts a whole
 * table ("stored nothing": a count before and after) fails whenever another file, running at
 * the same time, writes to that table. Such a count must be narrowed to the test's own rows (a
 * client address, user agent, e-mail or id of its own), unless the file made a database of its
 * own (withOwnDatabase(), lib/platform/db/own-database.jest.ts). The same holds for the mail sender, which takes every due mail of
 * its database: another file's mail would be sent or delayed under it.
 */
const ROOT = process.cwd();

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `db().<table>.count()` with no filter, across line breaks. */
const WHOLE_TABLE_COUNT = /db\(\)\s*\.\s*\w+\s*\.\s*count\(\s*\)/g;
/** `deliverPendingMail(...)` without an `id` (one mail of the test's own). */
const ALL_DUE_MAIL = /deliverPendingMail\((?![^)]*\bid\b)[^)]*\)/g;

describe('tests on the shared test database', () => {
  it('finds a whole-table count, and not a narrowed one', () => {
    expect('await db().paymentOrder.count()'.match(WHOLE_TABLE_COUNT)).toHaveLength(1);
    expect('db()\n  .auditLog\n  .count( )'.match(WHOLE_TABLE_COUNT)).toHaveLength(1);
    expect('db().paymentOrder.count({ where: { ip } })'.match(WHOLE_TABLE_COUNT)).toBeNull();
  });

  it('finds a mail run over every due mail, and not one for a single mail', () => {
    expect(
      'deliverPendingMail({ smtpUrl: smtp.url, limit: 1000 })'.match(ALL_DUE_MAIL),
    ).toHaveLength(1);
    expect('deliverPendingMail()'.match(ALL_DUE_MAIL)).toHaveLength(1);
    expect('deliverPendingMail({ id: mail.id })'.match(ALL_DUE_MAIL)).toBeNull();
  });

  it('count and send only their own rows unless they have a database of their own', () => {
    const offenders = ['app', 'lib', 'components', 'content', 'scripts', 'prisma']
      .flatMap((dir) => testFiles(join(ROOT, dir)))
      .filter((file) => file !== __filename)
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        if (/withOwnDatabase\(\)|scratchDatabase\(\)/.test(source)) return [];
        return [
          ...(source.match(WHOLE_TABLE_COUNT) ?? []),
          ...(source.match(ALL_DUE_MAIL) ?? []),
        ].map((m) => `${relative(ROOT, file)}: ${m}`);
      });
    expect(offenders).toEqual([]);
  });
});
