import type { Prisma } from '@/lib/db/generated/client';
import { financialYear } from '@/lib/payments/receipt-number';

/**
 * Ticket numbers: SR/<financial year>/<6-digit sequence>, gapless per Indian financial year like
 * receipts. The counter row is bumped inside the transaction that stores the request: concurrent
 * requests queue on its row lock, and a rolled-back request gives its number back.
 */
export const ticketNumber = (year: string, sequence: number) =>
  `SR/${year}/${String(sequence).padStart(6, '0')}`;

export interface Ticket {
  ticket: string;
  financialYear: string;
  sequence: number;
}

/** Takes the next ticket of `at`'s financial year; call it late in the storing transaction. */
export async function reserveTicket(tx: Prisma.TransactionClient, at: Date): Promise<Ticket> {
  const year = financialYear(at);
  const [counter] = await tx.$queryRaw<{ lastSequence: number }[]>`
    INSERT INTO "ServiceRequestCounter" ("financialYear", "lastSequence") VALUES (${year}, 1)
    ON CONFLICT ("financialYear")
    DO UPDATE SET "lastSequence" = "ServiceRequestCounter"."lastSequence" + 1
    RETURNING "lastSequence"`;
  const sequence = Number(counter?.lastSequence);
  return { ticket: ticketNumber(year, sequence), financialYear: year, sequence };
}
