import type { ErasureResult } from '@/content/staff-privacy';
import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { log } from '@/lib/platform/log';
import { redactMailSecrets } from '@/lib/platform/mail/redact';
import { storage, type FileStorage } from '@/lib/platform/storage';
import {
  IdentifierError,
  auditName,
  parseIdentifier,
  personDigest,
  requireIdentifier,
} from './identifier';
import type { PersonIdentifier } from './identifier';
import { ERASED, ERASED_DOMAIN } from './erased';
import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';

type Tx = Prisma.TransactionClient;

/**
 * What replaces an erased payer's details; the order, amount, dates and receipt number stay. The
 * e-mail field keeps the keyed digests of the e-mail and phone (never the values), so a later
 * request from the same person still finds the kept payment.
 */
export { ERASED, ERASED_DOMAIN };
/** `erased.<digest of e-mail>.<digest of phone>@erased.invalid`: findable, not reversible. */
export const erasedEmail = (email: string, phone: string) =>
  `erased.${personDigest({ kind: 'email', value: email.toLowerCase() })}.${personDigest({ kind: 'phone', value: phone.trim() })}${ERASED_DOMAIN}`;
export const erasedPayer = (email: string, phone: string) => ({
  name: ERASED,
  email: erasedEmail(email, phone),
  phone: 'erased',
  ip: null,
  userAgent: null,
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Free text (a service request's description, staff notes) with the person's own name (whole and
 * each word of three letters or more), e-mail address, mobile number (in any spacing, with or
 * without +91 or 0) and address replaced by `[erased]`; everything else stays, so the service
 * history still reads.
 */
export function redactPerson(
  text: string,
  person: { name: string; email: string; mobile: string; address?: string },
): string {
  const mobile = person.mobile.replace(/\D/g, '');
  const patterns: RegExp[] = [];
  for (const literal of [person.address, person.email, person.name]) {
    if (literal && literal.trim().length >= 3) {
      patterns.push(new RegExp(escapeRegExp(literal.trim()), 'gi'));
    }
  }
  if (mobile.length === 10) {
    patterns.push(new RegExp(`(?:\\+?91[\\s-]*|\\b0)?${mobile.split('').join('[\\s().-]*')}`, 'g'));
  }
  for (const word of person.name.split(/\s+/)) {
    if (word.length >= 3) {
      patterns.push(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'),
      );
    }
  }
  return patterns.reduce((out, pattern) => out.replace(pattern, ERASED), text);
}

/** Everything held about one person, as plain values (dates as ISO text). */
export interface PersonRecords {
  contactEnquiries: Record<string, unknown>[];
  dealerEnquiries: Record<string, unknown>[];
  subscribers: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  mail: Record<string, unknown>[];
  signInAttempts: Record<string, unknown>[];
  warrantyRegistrations: Record<string, unknown>[];
  /** Each with its history (status changes, assignments, notes), without the staff member's e-mail. */
  serviceRequests: Record<string, unknown>[];
  /** The address is a staff member's: their account is managed under Staff accounts, not here. */
  staffAccount: boolean;
}

export type PersonTable = Exclude<keyof PersonRecords, 'staffAccount'>;
export const PERSON_TABLES: PersonTable[] = [
  'contactEnquiries',
  'dealerEnquiries',
  'subscribers',
  'payments',
  'mail',
  'signInAttempts',
  'warrantyRegistrations',
  'serviceRequests',
];

const iso = (value: Prisma.JsonValue | Date | unknown): unknown =>
  value instanceof Date ? value.toISOString() : value;
const plain = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, iso(v)]));

const insensitive = (value: string) => ({ equals: value, mode: 'insensitive' as const });

/** Dealer numbers are free text (`+91 98765-43210`): compared by their last ten digits. */
async function dealersByPhone(tx: Tx, phone: string) {
  return tx.$queryRaw<{ id: string; number: string }[]>`
    SELECT id::text, number FROM "DealerEnquiry"
    WHERE right(regexp_replace(number, '\\D', '', 'g'), 10) = ${phone}`;
}

/**
 * Rows kept after an erasure (payments, warranty registrations, service requests) match by the
 * contact field or by the digest the masked e-mail keeps.
 */
function keptRows(id: PersonIdentifier, phoneField: 'phone' | 'mobile') {
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

/** The `where` of each table for one person. */
async function wheres(tx: Tx, id: PersonIdentifier) {
  const kept = {
    warranty: keptRows(id, 'mobile') as Prisma.WarrantyRegistrationWhereInput,
    service: keptRows(id, 'mobile') as Prisma.ServiceRequestWhereInput,
  };
  if (id.kind === 'email') {
    return {
      ...kept,
      contact: { email: insensitive(id.value) },
      dealer: { id: { in: [] as string[] } },
      subscriber: { email: insensitive(id.value) },
      order: {
        OR: [
          { email: insensitive(id.value) },
          { email: { startsWith: `erased.${personDigest(id)}.` } },
        ],
      },
      mail: {
        OR: [
          { to: insensitive(id.value) },
          { replyTo: insensitive(id.value) },
          { text: { contains: id.value, mode: 'insensitive' as const } },
        ],
      },
      attempt: { email: insensitive(id.value) },
    };
  }
  const dealers = await dealersByPhone(tx, id.value);
  // A dealer's mail quotes the number as it was typed.
  const spellings = [...new Set([id.value, ...dealers.map((d) => d.number)])];
  return {
    ...kept,
    contact: { mobile: id.value },
    dealer: { id: { in: dealers.map((d) => d.id) } },
    subscriber: { id: { in: [] as string[] } },
    order: {
      OR: [{ phone: id.value }, { email: { endsWith: `.${personDigest(id)}${ERASED_DOMAIN}` } }],
    },
    mail: { OR: spellings.map((text) => ({ text: { contains: text } })) },
    attempt: { id: { in: [] as string[] } },
  };
}

async function collect(tx: Tx, id: PersonIdentifier): Promise<PersonRecords> {
  const w = await wheres(tx, id);
  const byDate = { orderBy: { createdAt: 'asc' as const } };
  const [contact, dealer, subscribers, orders, mail, attempts, staff, warranties, services] =
    await Promise.all([
      tx.contactEnquiry.findMany({ where: w.contact, ...byDate }),
      tx.dealerEnquiry.findMany({ where: w.dealer, ...byDate }),
      tx.subscriber.findMany({ where: w.subscriber, ...byDate }),
      tx.paymentOrder.findMany({
        where: w.order,
        include: { payments: true, receipt: true },
        ...byDate,
      }),
      tx.mailOutbox.findMany({ where: w.mail, ...byDate }),
      tx.loginAttempt.findMany({ where: w.attempt, ...byDate }),
      id.kind === 'email' ? tx.staffUser.count({ where: { email: insensitive(id.value) } }) : 0,
      tx.warrantyRegistration.findMany({ where: w.warranty, ...byDate }),
      tx.serviceRequest.findMany({
        where: w.service,
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
        },
        ...byDate,
      }),
    ]);
  return {
    contactEnquiries: contact.map(plain),
    dealerEnquiries: dealer.map(plain),
    subscribers: subscribers.map(plain),
    payments: orders.map(({ payments, receipt, ...order }) => ({
      ...plain(order),
      attempts: payments.map(plain),
      // The download token is a bearer secret: the export names the receipt, not its link.
      receipt: receipt
        ? plain({
            number: receipt.number,
            amountPaise: receipt.amountPaise,
            paymentId: receipt.paymentId,
            issuedAt: receipt.issuedAt,
          })
        : null,
    })),
    // Its links are the person's, not the admin's to use: their tokens are hidden (lib/platform/mail/redact.ts).
    mail: mail.map(({ lockedUntil: _locked, ...m }) =>
      plain({
        ...m,
        text: redactMailSecrets(m.text),
        unsubscribeUrl: m.unsubscribeUrl && redactMailSecrets(m.unsubscribeUrl),
      }),
    ),
    signInAttempts: attempts.map(plain),
    warrantyRegistrations: warranties.map(plain),
    serviceRequests: services.map(({ events, ...request }) => ({
      ...plain(request),
      events: events.map(plain),
    })),
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

/** Masks the payer of each matching order not masked yet; returns how many it masked. */
async function maskPayments(tx: Tx, where: Prisma.PaymentOrderWhereInput): Promise<number> {
  const orders = await tx.paymentOrder.findMany({
    where: { AND: [where, { NOT: { email: { endsWith: ERASED_DOMAIN } } }] },
    select: { id: true, email: true, phone: true },
  });
  for (const order of orders) {
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: erasedPayer(order.email, order.phone),
    });
  }
  return orders.length;
}

const notMasked = { NOT: { email: { endsWith: ERASED_DOMAIN } } };

/**
 * Masks each matching warranty registration not masked yet: the registration (number, product,
 * serial, purchase and warranty dates, dealer, pincode) stays to honour claims; name, mobile,
 * e-mail, network address and browser go, and the invoice's key is cleared. Returns the masked
 * count and the invoice keys to remove once the transaction has committed.
 */
async function maskWarranties(tx: Tx, where: Prisma.WarrantyRegistrationWhereInput) {
  const rows = await tx.warrantyRegistration.findMany({
    where: { AND: [where, notMasked] },
    select: { id: true, email: true, mobile: true, invoiceKey: true },
  });
  for (const row of rows) {
    await tx.warrantyRegistration.update({
      where: { id: row.id },
      data: {
        name: ERASED,
        email: erasedEmail(row.email, row.mobile),
        mobile: 'erased',
        ip: null,
        userAgent: null,
        invoiceKey: '',
      },
    });
  }
  return { count: rows.length, files: rows.map((r) => r.invoiceKey).filter(Boolean) };
}

/**
 * Masks each matching service request not masked yet: the service record (ticket, product,
 * serial, fault category, pincode, status, outlet, dates and history) stays; name, mobile, e-mail,
 * address, network address and browser go, the photos' keys are cleared, and the person's name,
 * e-mail, number and address are redacted from the description and the staff notes.
 */
async function maskServiceRequests(tx: Tx, where: Prisma.ServiceRequestWhereInput) {
  const rows = await tx.serviceRequest.findMany({
    where: { AND: [where, notMasked] },
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
        address: ERASED,
        ip: null,
        userAgent: null,
        photos: [],
        description: redact(row.description),
      },
    });
    for (const event of row.events) {
      const note = redact(event.note!);
      if (note !== event.note) {
        await tx.serviceRequestEvent.update({ where: { id: event.id }, data: { note } });
      }
    }
  }
  return { count: rows.length, files: rows.flatMap((r) => r.photos) };
}

/**
 * Erases one person (admins only), in one transaction with its audit row: enquiries, dealer
 * leads, subscriptions, e-mails and sign-in attempts are deleted; payment orders are kept for the
 * accounts (amounts, dates, Razorpay ids, receipt numbers), warranty registrations to honour
 * claims and service requests as the service history, each with name, e-mail, phone, address and
 * browser replaced. The stored invoices and photos are removed after the commit. `confirmation`
 * must name the same person again. Running it twice changes nothing more.
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
    const w = await wheres(tx, id);
    const count = async (p: Promise<{ count: number }>) => (await p).count;
    const result: ErasureResult = {
      deleted: {
        contactEnquiries: await count(tx.contactEnquiry.deleteMany({ where: w.contact })),
        dealerEnquiries: await count(tx.dealerEnquiry.deleteMany({ where: w.dealer })),
        subscribers: await count(tx.subscriber.deleteMany({ where: w.subscriber })),
        mail: await count(tx.mailOutbox.deleteMany({ where: w.mail })),
        signInAttempts: await count(tx.loginAttempt.deleteMany({ where: w.attempt })),
      },
      masked: {
        payments: await maskPayments(tx, w.order),
        warrantyRegistrations: 0,
        serviceRequests: 0,
      },
      files: 0,
    };
    const warranties = await maskWarranties(tx, w.warranty);
    const services = await maskServiceRequests(tx, w.service);
    result.masked.warrantyRegistrations = warranties.count;
    result.masked.serviceRequests = services.count;
    const keys = [...warranties.files, ...services.files];
    result.files = keys.length;
    await recordAudit(
      {
        actorEmail,
        action: 'privacy-erase',
        entity: 'Person',
        summary: PRIVACY_TOOL_TEXT.audit.erase(auditName(id), result),
      },
      tx,
    );
    return { result, keys };
  });
  // After the commit: a rolled-back erasure keeps its files. The rows no longer name them, so a
  // file that cannot be removed now is logged (by key, which names no one) for removal by hand.
  const removed = await Promise.allSettled(keys.map((key) => files.remove(key)));
  removed.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      log().error({ key: keys[i], err: outcome.reason }, 'privacy erasure: file not removed');
    }
  });
  return result;
}

export type { ErasureResult };
