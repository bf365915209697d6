import type { Prisma } from '@/lib/platform/db/generated/client';
import { ERASED_DOMAIN } from './erased';
import { personDigest, type PersonIdentifier } from './identifier';

/**
 * The kit a feature writes the personal-data hooks of its tables with (lib/<feature>/privacy.ts,
 * registered in lib/features/privacy.ts). The personal-data tool (lib/privacy/person.ts) calls
 * them inside its own transaction, after it has checked the member is an admin and with its
 * audit row: a hook checks no session itself and is called from nowhere else.
 */

export type Tx = Prisma.TransactionClient;

/** Whom the tool looks for, with every spelling of them its records hold. */
export interface PersonQuery {
  id: PersonIdentifier;
  /**
   * The identifier as typed in the records (the value first): a dealer's number is free text
   * (`+91 98765-43210`) and the mail about it quotes it so. Read before anything is erased.
   */
  spellings: readonly string[];
}

/** What erasing one person did to a table: rows deleted, or masked and their files to remove. */
export type TableErasure = { deleted: number } | { masked: number; files: string[] };

export interface PersonTableHooks {
  /** The person's rows, as plain values (dates as ISO text), oldest first. */
  find(tx: Tx, person: PersonQuery): Promise<Record<string, unknown>[]>;
  /** Deletes or masks the person's rows; running it twice changes nothing more. */
  erase(tx: Tx, person: PersonQuery): Promise<TableErasure>;
  /** Other spellings of the identifier in this table's rows (see PersonQuery.spellings). */
  spellings?(tx: Tx, id: PersonIdentifier): Promise<string[]>;
}

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** A row as plain values: dates as ISO text. */
export const plain = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, iso(v)]));

export const insensitive = (value: string) => ({ equals: value, mode: 'insensitive' as const });

/** Oldest first: the order the tool and its downloads show a table's rows in. */
export const byDate = { orderBy: { createdAt: 'asc' as const } };

/** Rows an erasure has not masked yet (a masked row's e-mail ends with ERASED_DOMAIN). */
export const notMasked = { NOT: { email: { endsWith: ERASED_DOMAIN } } };

/**
 * Rows kept after an erasure (payments, warranty registrations, service requests) match by the
 * contact field or by the digest the masked e-mail keeps (lib/platform/privacy/masking.ts erasedEmail).
 */
export function keptRows(id: PersonIdentifier, phoneField: 'phone' | 'mobile') {
  return id.kind === 'email'
    ? {
        OR: [
          { email: insensitive(id.value) },
          { email: { startsWith: `erased.${personDigest(id)}.` } },
        ],
      }
    : {
        OR: [
          { [phoneField]: id.value },
          { email: { endsWith: `.${personDigest(id)}${ERASED_DOMAIN}` } },
        ],
      };
}

/** The Prisma model of a table whose rows are deleted on erasure. */
interface DeletableRows<Where> {
  findMany(args: { where: Where; orderBy: { createdAt: 'asc' } }): Promise<object[]>;
  deleteMany(args: { where: Where }): Promise<{ count: number }>;
}

/**
 * The hooks of a table of which nothing is kept: the person's rows (`where`) are found as they
 * are and deleted on erasure.
 */
export function deletedOnErasure<Where>(
  rows: (tx: Tx) => DeletableRows<Where>,
  where: (tx: Tx, person: PersonQuery) => Where | Promise<Where>,
): PersonTableHooks {
  return {
    async find(tx, person) {
      return (await rows(tx).findMany({ where: await where(tx, person), ...byDate })).map(plain);
    },
    async erase(tx, person) {
      return { deleted: (await rows(tx).deleteMany({ where: await where(tx, person) })).count };
    },
  };
}
