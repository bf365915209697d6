import { PRIVACY_TOOL_TEXT, type ErasureResult } from '@/content/staff-privacy';
import { PERSON_TABLE_HOOKS, PERSON_TABLES, type PersonTableName } from '@/lib/features/privacy';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import { log } from '@/lib/platform/log';
import { storage, type FileStorage } from '@/lib/platform/storage';
import {
  IdentifierError,
  auditName,
  parseIdentifier,
  requireIdentifier,
  type PersonIdentifier,
} from '../platform/privacy/identifier';
import { insensitive, type PersonQuery, type Tx } from '../platform/privacy/person-table';

/**
 * The personal-data tool: finds, exports and erases one person's records in every table the
 * features declare (`personalData` in their manifests), each through its hooks
 * (lib/features/privacy.ts). What is generic lives here: the admin check, one transaction with
 * its audit row, and removing stored files after the commit.
 */

/**
 * Everything held about one person, table by table, as plain values (dates as ISO text); service
 * requests come with their history, without the staff member's e-mail.
 */
export type PersonRecords = Record<PersonTableName, Record<string, unknown>[]> & {
  /** The address is a staff member's: their account is managed under Staff accounts, not here. */
  staffAccount: boolean;
};

/** The person, with every spelling of them a table's rows hold, read before anything changes. */
async function queryFor(tx: Tx, id: PersonIdentifier): Promise<PersonQuery> {
  const more = await Promise.all(
    PERSON_TABLES.map((table) => PERSON_TABLE_HOOKS[table].spellings?.(tx, id) ?? []),
  );
  return { id, spellings: [...new Set([id.value, ...more.flat()])] };
}

async function collect(tx: Tx, id: PersonIdentifier): Promise<PersonRecords> {
  const person = await queryFor(tx, id);
  const [found, staff] = await Promise.all([
    Promise.all(PERSON_TABLES.map((table) => PERSON_TABLE_HOOKS[table].find(tx, person))),
    id.kind === 'email' ? tx.staffUser.count({ where: { email: insensitive(id.value) } }) : 0,
  ]);
  const byTable = Object.fromEntries(PERSON_TABLES.map((table, i) => [table, found[i]!]));
  return {
    ...(byTable as Record<PersonTableName, Record<string, unknown>[]>),
    staffAccount: staff > 0,
  };
}

export const countRecords = (r: PersonRecords) =>
  PERSON_TABLES.reduce((sum, table) => sum + r[table].length, 0);

/** One person's records, read with an audit row in the same transaction (admins only). */
async function auditedLookUp(
  actor: StaffActor,
  raw: unknown,
  action: 'privacy-search' | 'privacy-export',
  summary: (who: string, count: number) => string,
): Promise<{ id: PersonIdentifier; records: PersonRecords }> {
  const { email: actorEmail } = authorize(actor, 'admin');
  const id = requireIdentifier(raw);
  return db().$transaction(async (tx) => {
    const records = await collect(tx, id);
    await recordAudit(
      {
        actorEmail,
        action,
        entity: 'Person',
        summary: summary(auditName(id), countRecords(records)),
      },
      tx,
    );
    return { id, records };
  });
}

/** Searches every table holding personal data for one person (admins only); audited. */
export async function findPerson(actor: StaffActor, raw: unknown) {
  return auditedLookUp(actor, raw, 'privacy-search', PRIVACY_TOOL_TEXT.audit.search);
}

/** Everything held about one person, for a download (admins only); audited. */
export async function exportPerson(actor: StaffActor, raw: unknown, format: 'json' | 'csv') {
  return auditedLookUp(actor, raw, 'privacy-export', (who, count) =>
    PRIVACY_TOOL_TEXT.audit.export(who, format, count),
  );
}

/** Erases the person from every table, in the tool's order; returns the counts and the files. */
async function eraseTables(tx: Tx, id: PersonIdentifier) {
  const person = await queryFor(tx, id);
  const result: ErasureResult = { deleted: {}, masked: {}, files: 0 };
  const keys: string[] = [];
  for (const table of PERSON_TABLES) {
    const done = await PERSON_TABLE_HOOKS[table].erase(tx, person);
    if ('deleted' in done) {
      result.deleted[table] = done.deleted;
    } else {
      result.masked[table] = done.masked;
      keys.push(...done.files);
    }
  }
  result.files = keys.length;
  return { result, keys };
}

/**
 * Removes stored files after the commit: a rolled-back erasure keeps its files. The rows no
 * longer name them, so a file that cannot be removed now is logged (by key, which names no one)
 * for removal by hand.
 */
async function removeFiles(keys: string[], files: FileStorage) {
  const removed = await Promise.allSettled(keys.map((key) => files.remove(key)));
  removed.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      log().error({ key: keys[i], err: outcome.reason }, 'privacy erasure: file not removed');
    }
  });
}

/**
 * Erases one person (admins only), in one transaction with its audit row: each table deletes the
 * person's rows or, where they are kept (payments for the accounts, warranty registrations to
 * honour claims, service requests as the service history), masks them (lib/features/privacy.ts).
 * The stored files of masked rows are removed after the commit. `confirmation` must name the same
 * person again. Running it twice changes nothing more.
 */
export async function erasePerson(
  actor: StaffActor,
  raw: unknown,
  confirmation: unknown,
  files: FileStorage = storage(),
): Promise<ErasureResult> {
  const { email: actorEmail } = authorize(actor, 'admin');
  const id = requireIdentifier(raw);
  const again = parseIdentifier(confirmation);
  if (!again || again.kind !== id.kind || again.value !== id.value) {
    throw new IdentifierError(PRIVACY_TOOL_TEXT.errors.confirmation);
  }
  const { result, keys } = await db().$transaction(async (tx) => {
    const erased = await eraseTables(tx, id);
    await recordAudit(
      {
        actorEmail,
        action: 'privacy-erase',
        entity: 'Person',
        summary: PRIVACY_TOOL_TEXT.audit.erase(auditName(id), erased.result),
      },
      tx,
    );
    return erased;
  });
  await removeFiles(keys, files);
  return result;
}

export type { ErasureResult };
