import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { db } from '@/lib/platform/db/client';
import type { Outlet, Prisma } from '@/lib/platform/db/generated/client';
import { uuid7 } from '@/lib/platform/db/ids';
import { retryOnceIfConnectionLost } from '@/lib/platform/db/outage';
import type { ClientInfo } from '@/lib/platform/http/client';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { deliverTextsSoon } from '@/lib/text-messages/outbox';
import { whatsappConfigured } from '@/lib/text-messages/whatsapp';
import { nearestServiceCentre } from './assign';
import { notifyStatusChanged, type ServiceNotifier } from './notifier';
import { removePhotos, storePhotos } from './photos';
import type { ServiceInput } from './schema';
import { reserveNumber } from '@/lib/platform/numbering';
import { serviceRequests as feature } from './feature';
import { deadlinesFrom } from './promise';
import { dateOf } from './visit-days';
import { servicePromiseFor } from './promises';

/** Who wrote an event that no member of staff made. */
export const SYSTEM_ACTOR = 'system';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

/**
 * Stores a service request: its photos (private storage), the row with its ticket number, its
 * first events (received; assigned to the nearest service centre when there is one) and the
 * customer's e-mail, all in one transaction. The photos are removed again when the row is not
 * stored, so nothing is half-written. Once more if a dropped connection cut the first attempt
 * (the id is chosen up front: a retry after a lost commit answer finds it stored). `language`
 * is the page's it was made on: stored with it, and every mail about it is written in it.
 */
export async function createServiceRequest(
  input: ServiceInput,
  client: ClientInfo,
  notifiers?: readonly ServiceNotifier[],
  language: Language = DEFAULT_LANGUAGE,
  confirmMobile?: MobileConfirmation,
): Promise<{ id: string; ticket: string; assignBy: Date; callBy: Date }> {
  const centre = await nearestServiceCentre(db(), input.productLine, input.pincode);
  const id = uuid7();
  const photos = await storePhotos(id, input.photos);
  try {
    const stored = await retryOnceIfConnectionLost(
      () =>
        db().$transaction((tx) =>
          store(tx, { id, input, client, photos, centre, language, confirmMobile }, notifiers),
        ),
      {
        isDuplicate: isDuplicateKey,
        onDuplicate: async () => db().serviceRequest.findUniqueOrThrow({ where: { id } }),
      },
    );
    deliverSoon();
    deliverTextsSoon();
    return { id, ticket: stored.ticket, assignBy: stored.assignBy, callBy: stored.callBy };
  } catch (error) {
    await removePhotos(photos);
    throw error;
  }
}

/**
 * Spends the form's proof that the customer confirmed the mobile number (lib/mobile-check), in
 * the transaction that stores the request: resolves with when it was confirmed, or throws and
 * nothing is stored. None while the site sends no SMS.
 */
export type MobileConfirmation = (tx: Prisma.TransactionClient) => Promise<Date>;

interface NewRequest {
  confirmMobile?: MobileConfirmation;
  id: string;
  input: ServiceInput;
  client: ClientInfo;
  photos: string[];
  centre: Outlet | null;
  language: Language;
}

async function store(
  tx: Prisma.TransactionClient,
  { id, input, client, photos, centre, language, confirmMobile }: NewRequest,
  notifiers?: readonly ServiceNotifier[],
) {
  const mobileConfirmedAt = (await confirmMobile?.(tx)) ?? null;
  const now = new Date();
  const {
    number: ticket,
    financialYear,
    sequence,
  } = await reserveNumber(tx, feature.numberSeries.service, now);
  // The warranty registered for this serial, if any (serials are stored upper-cased in both).
  const warranty = input.serial
    ? await tx.warrantyRegistration.findUnique({
        where: { serial: input.serial },
        select: { id: true },
      })
    : null;
  const status = centre ? 'assigned' : 'received';
  // The promise as it stands now, stored: a later edit of it changes no promise made.
  const deadlines = deadlinesFrom(
    now,
    await servicePromiseFor(tx, input.productLine, input.pincode),
  );
  const request = await tx.serviceRequest.create({
    data: {
      id,
      ticket,
      financialYear,
      sequence,
      productLine: input.productLine,
      modelCode: input.modelCode,
      serial: input.serial || null,
      warrantyRegistrationId: warranty?.id ?? null,
      category: input.category,
      description: input.description,
      photos,
      address: input.address,
      pincode: input.pincode,
      name: input.name,
      mobile: input.mobile,
      mobileConfirmedAt,
      // Updates by SMS only to a number its owner confirmed.
      smsUpdates: Boolean(input.smsUpdates) && mobileConfirmedAt !== null,
      whatsappUpdates:
        Boolean(input.whatsappUpdates) && mobileConfirmedAt !== null && whatsappConfigured(),
      email: input.email,
      status,
      outletId: centre?.id ?? null,
      ip: client.ip,
      userAgent: client.userAgent,
      language,
      createdAt: now,
      ...deadlines,
      // The visit the customer asked for: staff confirm it or propose another (lib/service/visit.ts).
      ...(input.preferredDate && input.preferredWindow
        ? {
            preferredDate: dateOf(input.preferredDate),
            preferredWindow: input.preferredWindow,
            visitDate: dateOf(input.preferredDate),
            visitWindow: input.preferredWindow,
            visitState: 'requested' as const,
          }
        : {}),
    },
  });
  // A millisecond apart, so that the timeline (ordered by time) keeps this order.
  const event = (step: number) => ({
    requestId: id,
    at: new Date(now.getTime() + step),
    public: true,
    actor: SYSTEM_ACTOR,
  });
  await tx.serviceRequestEvent.createMany({
    data: [
      { ...event(0), kind: 'status', status: 'received' },
      ...(centre
        ? [
            { ...event(1), kind: 'assign' as const, outletId: centre.id },
            { ...event(2), kind: 'status' as const, status: 'assigned' as const },
          ]
        : []),
    ],
  });
  // One message for the new request, with the status it starts in.
  await notifyStatusChanged(
    { ...request, centre },
    { status, at: now, publicNote: null },
    tx,
    notifiers,
  );
  return request;
}
