import type { Prisma } from '@/lib/platform/db/generated/client';
import { ERASED } from '@/lib/platform/privacy/erased';
import { erasedEmail, redactPerson } from '@/lib/platform/privacy/masking';
import {
  byDate,
  keptRows,
  notMasked,
  plain,
  type PersonQuery,
  type PersonTableHooks,
  type Tx,
} from '@/lib/platform/privacy/person-table';

const where = ({ id }: PersonQuery) => keptRows(id, 'mobile') as Prisma.ServiceRequestWhereInput;

async function find(tx: Tx, person: PersonQuery) {
  const requests = await tx.serviceRequest.findMany({
    where: where(person),
    include: {
      events: {
        orderBy: { at: 'asc' },
        // `actor` is the staff member's e-mail: theirs, never shown to the customer.
        select: {
          id: true,
          at: true,
          kind: true,
          status: true,
          outletId: true,
          note: true,
          public: true,
        },
      },
      // The texts sent to the number about it (lib/text-messages).
      textMessages: {
        orderBy: { createdAt: 'asc' },
        select: { id: true, createdAt: true, to: true, body: true, status: true },
      },
      // Their rating of it, in their words.
      feedback: { select: { rating: true, comment: true, createdAt: true } },
    },
    ...byDate,
  });
  return requests.map(({ events, textMessages, feedback, ...request }) => ({
    ...plain(request),
    events: events.map(plain),
    textMessages: textMessages.map(plain),
    feedback: feedback && plain(feedback),
  }));
}

/**
 * Masks each matching request not masked yet: name, mobile, e-mail, address, network address and
 * browser go, the texts sent to the number are deleted, a rating's comment is cleared, the photos' keys are cleared, and the person's name, e-mail, number and address are
 * redacted from the description and the staff notes. Returns the photos to remove.
 */
async function erase(tx: Tx, person: PersonQuery) {
  const rows = await tx.serviceRequest.findMany({
    where: { AND: [where(person), notMasked] },
    select: {
      id: true,
      name: true,
      email: true,
      mobile: true,
      address: true,
      description: true,
      photos: true,
      events: { where: { note: { not: null } }, select: { id: true, note: true } },
    },
  });
  for (const row of rows) {
    const redact = (text: string) => redactPerson(text, row).slice(0, 2000);
    await tx.serviceRequest.update({
      where: { id: row.id },
      data: {
        name: ERASED,
        email: erasedEmail(row.email, row.mobile),
        mobile: 'erased',
        mobileConfirmedAt: null,
        smsUpdates: false,
        whatsappUpdates: false,
        address: ERASED,
        ip: null,
        userAgent: null,
        photos: [],
        description: redact(row.description),
      },
    });
    // The texts to the number go (and nothing more is sent to it).
    await tx.textMessage.deleteMany({ where: { serviceRequestId: row.id } });
    // A rating stays (the centre's record); the customer's own words go.
    await tx.serviceFeedback.updateMany({ where: { requestId: row.id }, data: { comment: null } });
    for (const event of row.events) {
      const note = redact(event.note!);
      if (note !== event.note) {
        await tx.serviceRequestEvent.update({ where: { id: event.id }, data: { note } });
      }
    }
  }
  return { masked: rows.length, files: rows.flatMap((r) => r.photos) };
}

/**
 * The personal-data tool's hooks for service requests (lib/features/privacy.ts), each with its
 * history (status changes, assignments, notes). A request is kept as the service record (ticket,
 * product, serial, fault category, pincode, status, outlet, dates and history) with the customer
 * masked; its photos are removed once the erasure has committed.
 */
export const serviceRequestsHooks: PersonTableHooks = { find, erase };
