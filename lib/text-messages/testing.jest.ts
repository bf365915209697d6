// Jest helpers: named *.jest.ts, so the production build's type check leaves them out.
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { workSettled } from '@/lib/platform/ops/shutdown';
import { deliverPendingTexts } from './outbox';

/**
 * Sends every due message and returns those `where` names, oldest first (SMS before WhatsApp of
 * one change): the background run a change set off (deliverTextsSoon) is waited for first, so
 * none is held by it, and nothing waits on the clock. For a test file with a database of its
 * own (withOwnDatabase), which no other file's sender reaches.
 */
export async function sendQueuedTexts(where: Prisma.TextMessageWhereInput) {
  await workSettled();
  while (true) {
    const { sent, failed } = await deliverPendingTexts();
    if (sent + failed === 0) break;
  }
  return db().textMessage.findMany({
    where,
    orderBy: [{ createdAt: 'asc' }, { channel: 'asc' }],
  });
}
