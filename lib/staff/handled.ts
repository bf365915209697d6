import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';

/** Inbox rows staff can mark as dealt with. */
export const HANDLED_ENTITIES = ['Subscriber', 'ContactEnquiry', 'DealerEnquiry'] as const;
export type HandledEntity = (typeof HANDLED_ENTITIES)[number];

type Stamp = { handledAt: Date | null; handledBy: string | null };

const UPDATE: Record<
  HandledEntity,
  (tx: Prisma.TransactionClient, id: string, data: Stamp) => Promise<string>
> = {
  Subscriber: async (tx, id, data) =>
    `subscriber ${(await tx.subscriber.update({ where: { id }, data })).email}`,
  ContactEnquiry: async (tx, id, data) => {
    const row = await tx.contactEnquiry.update({ where: { id }, data });
    return `contact enquiry from ${row.name} (${row.email})`;
  },
  DealerEnquiry: async (tx, id, data) => {
    const row = await tx.dealerEnquiry.update({ where: { id }, data });
    return `dealer enquiry from ${row.name} (${row.number})`;
  },
};

/** Marks a row handled (or open again) and records who did it, in one transaction. */
export async function setHandled(
  entity: HandledEntity,
  id: string,
  handled: boolean,
  actorEmail: string,
) {
  await db().$transaction(async (tx) => {
    const stamp = handled
      ? { handledAt: new Date(), handledBy: actorEmail }
      : { handledAt: null, handledBy: null };
    const what = await UPDATE[entity](tx, id, stamp);
    await recordAudit(
      {
        actorEmail,
        action: handled ? 'mark-handled' : 'mark-open',
        entity,
        entityId: id,
        summary: `${handled ? 'Marked handled' : 'Reopened'}: ${what}`,
      },
      tx,
    );
  });
}
