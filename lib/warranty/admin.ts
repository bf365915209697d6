import { authorize, type StaffActor } from '@/lib/platform/auth/access';
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
import { warrantyStatus } from './dates';
import { warranty as feature } from './feature';

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
}

/** The product lines as the inbox's `?type=` filter offers them. */
export const WARRANTY_LINE_FILTER = PRODUCT_LINES.map((line) => ({
  value: line,
  label: PRODUCT_LINE_INFO[line].name,
}));

const day = (date: Date) => date.toISOString().slice(0, 10);

const registrations = defineInbox({
  access: feature.role,
  where: (filter): Prisma.WarrantyRegistrationWhereInput =>
    inboxWhere(filter, {
      search: ['number', 'serial', 'name', 'mobile', 'email', 'pincode', 'dealerName'],
      type: { values: WARRANTY_LINE_FILTER, where: (productLine) => ({ productLine }) },
      handled: true,
    }),
  // Each row with its model's name from the catalogue (the row keeps the code).
  find: async (query) => {
    const rows = await db().warrantyRegistration.findMany(query);
    const names = await modelNames(rows.map((r) => r.modelCode));
    return rows.map((r) => ({ ...r, modelName: names.get(r.modelCode) ?? r.modelCode }));
  },
  count: (where) => db().warrantyRegistration.count({ where }),
  row: (r): WarrantyRegistrationRow => ({
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
    ...handledFields(r),
  }),
});

/** One page of warranty registrations and how many match (service). */
export const listWarrantyRegistrations = registrations.list;
/** Every warranty registration the filter matches, in batches, for the CSV export (no cap). */
export const allWarrantyRegistrations = registrations.all;

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
