import type { ErasureResult } from '@/content/staff-privacy';
import { authorize, type StaffActor } from '@/lib/auth/access';
import { recordAudit } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import {
  IdentifierError,
  auditName,
  parseIdentifier,
  personDigest,
  requireIdentifier,
} from './identifier';
import type { PersonIdentifier } from './identifier';
import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';

type Tx = Prisma.TransactionClient;

/**
 * What replaces an erased payer's details; the order, amount, dates and receipt number stay. The
 * e-mail field keeps the keyed digests of the e-mail and phone (never the values), so a later
 * request from the same person still finds the kept payment.
 */
export const ERASED_DOMAIN = '@erased.invalid';
export const erasedPayer = (email: string, phone: string) => ({
  name: '[erased]',
  email: `erased.${personDigest({ kind: 'email', value: email.toLowerCase() })}.${personDigest({ kind: 'phone', value: phone })}${ERASED_DOMAIN}`,
  phone: 'erased',
  ip: null,
  userAgent: null,
});

/** Everything held about one person, as plain values (dates as ISO text). */
export interface PersonRecords {
  contactEnquiries: Record<string, unknown>[];
  dealerEnquiries: Record<string, unknown>[];
  subscribers: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  mail: Record<string, unknown>[];
  signInAttempts: Record<string, unknown>[];
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

/** The `where` of each table for one person. */
async function wheres(tx: Tx, id: PersonIdentifier) {
  if (id.kind === 'email') {
    return {
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
  const [contact, dealer, subscribers, orders, mail, attempts, staff] = await Promise.all([
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
    mail: mail.map(({ lockedUntil: _locked, ...m }) => plain(m)),
    signInAttempts: attempts.map(plain),
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

/**
 * Erases one person (admins only), in one transaction with its audit row: enquiries, dealer
 * leads, subscriptions, e-mails and sign-in attempts are deleted; payment orders are kept for the
 * accounts (amounts, dates, Razorpay ids, receipt numbers) with name, e-mail, phone, address and
 * browser replaced. `confirmation` must name the same person again. Running it twice changes
 * nothing more.
 */
export async function erasePerson(
  actor: StaffActor,
  raw: unknown,
  confirmation: unknown,
): Promise<ErasureResult> {
  const { email: actorEmail } = authorize(actor, 'admin');
  const id = requireIdentifier(raw);
  const again = parseIdentifier(confirmation);
  if (!again || again.kind !== id.kind || again.value !== id.value) {
    throw new IdentifierError(PRIVACY_TOOL_TEXT.errors.confirmation);
  }
  return db().$transaction(async (tx) => {
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
      masked: { payments: await maskPayments(tx, w.order) },
    };
    await recordAudit(
      {
        actorEmail,
        action: 'privacy-erase',
        entity: 'Person',
        summary: PRIVACY_TOOL_TEXT.audit.erase(auditName(id), result),
      },
      tx,
    );
    return result;
  });
}

export type { ErasureResult };
