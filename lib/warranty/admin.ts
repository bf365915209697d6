import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { staffTextRows, type StaffTextRow } from '@/lib/text-messages/staff';
import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import { modelNames } from '@/lib/catalogue/after-sales';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { storage, type StoredFile } from '@/lib/platform/storage';
import {
  defineInbox,
  handledFields,
  inboxWhere,
  type HandledFields,
} from '@/lib/platform/inbox/inbox';
import { isUuid } from '@/lib/platform/validation/fields';
import { isErasedEmail } from '@/lib/platform/privacy/erased';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import { warrantyStatus } from './dates';
import { warranty as feature } from './feature';
import { WARRANTY_VERIFICATIONS, type WarrantyVerification } from './verification';

export interface WarrantyRegistrationRow extends HandledFields {
  id: string;
  createdAt: string;
  number: string;
  productLine: string;
  model: string;
  serial: string;
  purchasedOn: string;
  warrantyEndsOn: string;
  status: 'active' | 'expired';
  dealerName: string | null;
  dealerOutletId: string | null;
  /** False once the personal-data tool erased the invoice. */
  hasInvoice: boolean;
  name: string;
  mobile: string;
  email: string;
  pincode: string;
  /** Whether staff have checked the invoice, with the reason of a rejection, who and when. */
  verification: WarrantyVerification;
  rejectionReason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** The invoice check's states as the inbox's `?state=` filter offers them, pending first. */
export const WARRANTY_STATE_FILTER = WARRANTY_VERIFICATIONS.map((value) => ({
  value,
  label: STAFF_INBOX_TEXT.warranty.verificationStates[value],
}));

const stateWhere = (state: string | undefined): Prisma.WarrantyRegistrationWhereInput => {
  const found = WARRANTY_STATE_FILTER.find((s) => s.value === state);
  return found ? { verification: found.value } : {};
};

/** The product lines as the inbox's `?type=` filter offers them. */
export const WARRANTY_LINE_FILTER = PRODUCT_LINES.map((line) => ({
  value: line,
  label: PRODUCT_LINE_INFO[line].name,
}));

const day = (date: Date) => date.toISOString().slice(0, 10);

// Each row with its model's name from the catalogue (the row keeps the code).
async function findRegistrations(query: Prisma.WarrantyRegistrationFindManyArgs) {
  const rows = await db().warrantyRegistration.findMany(query);
  const names = await modelNames(rows.map((r) => r.modelCode));
  return rows.map((r) => ({ ...r, modelName: names.get(r.modelCode) ?? r.modelCode }));
}

type Stored = Awaited<ReturnType<typeof findRegistrations>>[number];

const toRow = (r: Stored): WarrantyRegistrationRow => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  number: r.number,
  productLine: PRODUCT_LINE_INFO[r.productLine as ProductLine]?.name ?? r.productLine,
  model: r.modelName,
  serial: r.serial,
  purchasedOn: day(r.purchasedOn),
  warrantyEndsOn: day(r.warrantyEndsOn),
  status: warrantyStatus(day(r.warrantyEndsOn)),
  dealerName: r.dealerName,
  dealerOutletId: r.dealerOutletId,
  hasInvoice: r.invoiceKey !== '',
  name: r.name,
  mobile: r.mobile,
  email: r.email,
  pincode: r.pincode,
  verification: r.verification,
  rejectionReason: r.rejectionReason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decidedBy: r.decidedBy,
  ...handledFields(r),
});

const registrations = defineInbox({
  access: feature.role,
  where: (filter): Prisma.WarrantyRegistrationWhereInput => ({
    AND: [
      inboxWhere(filter, {
        search: ['number', 'serial', 'name', 'mobile', 'email', 'pincode', 'dealerName'],
        type: { values: WARRANTY_LINE_FILTER, where: (productLine) => ({ productLine }) },
        handled: true,
      }),
      stateWhere(filter.state),
    ],
  }),
  find: findRegistrations,
  count: (where) => db().warrantyRegistration.count({ where }),
  row: toRow,
});

/** One page of warranty registrations and how many match (service). */
export const listWarrantyRegistrations = registrations.list;
/** Every warranty registration the filter matches, in batches, for the CSV export (no cap). */
export const allWarrantyRegistrations = registrations.all;

export interface WarrantyRegistrationDetail extends WarrantyRegistrationRow {
  language: string;
  /** The customer's details were erased on request: nobody is told of a decision. */
  erased: boolean;
  /** The customer asked to hear the decision by SMS or WhatsApp (and has not stopped it). */
  textUpdates: boolean;
  /** The text messages sent or queued about it, oldest first. */
  texts: StaffTextRow[];
}

/** One registration as its staff page shows it, or null when there is none (service). */
export async function findWarrantyRegistration(
  actor: StaffActor,
  id: string,
): Promise<WarrantyRegistrationDetail | null> {
  authorize(actor, feature.role);
  if (!isUuid(id)) return null;
  const [found] = await findRegistrations({ where: { id } });
  if (!found) return null;
  const texts = await db().textMessage.findMany({
    where: { warrantyRegistrationId: id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return {
    ...toRow(found),
    language: found.language,
    erased: isErasedEmail(found.email),
    textUpdates: found.smsUpdates || found.whatsappUpdates,
    texts: staffTextRows(texts),
  };
}

/** How many registrations wait for their invoice check (dashboard; service). */
export async function countPendingWarrantyRegistrations(actor: StaffActor): Promise<number> {
  authorize(actor, feature.role);
  return db().warrantyRegistration.count({ where: { verification: 'pending' } });
}

/** The invoice uploaded with a registration (service); null when there is no such registration. */
export async function openWarrantyInvoice(
  actor: StaffActor,
  id: string,
): Promise<{ number: string; file: StoredFile } | null> {
  authorize(actor, feature.role);
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const found = await db().warrantyRegistration.findUnique({
    where: { id },
    select: { number: true, invoiceKey: true },
  });
  const file = found ? await storage().get(found.invoiceKey) : null;
  return found && file ? { number: found.number, file } : null;
}
