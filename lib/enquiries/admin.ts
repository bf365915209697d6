import { authorize, type StaffActor } from '@/lib/auth/access';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { after, batchesOf, EXPORT_BATCH_SIZE, NEWEST_FIRST } from '@/lib/staff/export';
import { createdAtRange, handledWhere, PAGE_SIZE, type InboxFilter } from '@/lib/staff/filters';
import { ENQUIRY_TYPES, enquiryTypeLabel } from './messages';

export interface ContactEnquiryRow {
  id: string;
  createdAt: string;
  types: string[];
  name: string;
  mobile: string;
  email: string;
  city: string;
  pincode: string;
  message: string;
  handledAt: string | null;
  handledBy: string | null;
}

export interface DealerEnquiryRow {
  id: string;
  createdAt: string;
  name: string;
  number: string;
  location: string;
  handledAt: string | null;
  handledBy: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const page = (filter: InboxFilter) => ({ skip: (filter.page - 1) * PAGE_SIZE, take: PAGE_SIZE });
const newestFirst = NEWEST_FIRST;

function contactWhere(filter: InboxFilter): Prisma.ContactEnquiryWhereInput {
  const q = filter.q;
  const type = ENQUIRY_TYPES.find((t) => t.value === filter.type)?.value;
  return {
    ...(q
      ? {
          OR: (['name', 'email', 'mobile', 'city', 'pincode', 'message'] as const).map((field) => ({
            [field]: { contains: q, mode: 'insensitive' as const },
          })),
        }
      : {}),
    ...(type ? { types: { has: type } } : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
    ...handledWhere(filter.status),
  };
}

function dealerWhere(filter: InboxFilter): Prisma.DealerEnquiryWhereInput {
  const q = filter.q;
  return {
    ...(q
      ? {
          OR: (['name', 'number', 'location'] as const).map((field) => ({
            [field]: { contains: q, mode: 'insensitive' as const },
          })),
        }
      : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
    ...handledWhere(filter.status),
  };
}

type Contact = Prisma.ContactEnquiryGetPayload<object>;
type Dealer = Prisma.DealerEnquiryGetPayload<object>;

const contactRow = (e: Contact): ContactEnquiryRow => ({
  id: e.id,
  createdAt: e.createdAt.toISOString(),
  types: e.types.map(enquiryTypeLabel),
  name: e.name,
  mobile: e.mobile,
  email: e.email,
  city: e.city,
  pincode: e.pincode,
  message: e.message,
  handledAt: iso(e.handledAt),
  handledBy: e.handledBy,
});

const dealerRow = (e: Dealer): DealerEnquiryRow => ({
  id: e.id,
  createdAt: e.createdAt.toISOString(),
  name: e.name,
  number: e.number,
  location: e.location,
  handledAt: iso(e.handledAt),
  handledBy: e.handledBy,
});

export async function listContactEnquiries(actor: StaffActor, filter: InboxFilter) {
  authorize(actor, 'sales');
  const where = contactWhere(filter);
  const [rows, total] = await Promise.all([
    db().contactEnquiry.findMany({ where, orderBy: newestFirst, ...page(filter) }),
    db().contactEnquiry.count({ where }),
  ]);
  return { rows: rows.map(contactRow), total };
}

/** Every enquiry the filter matches, in batches, for the CSV export (no cap). */
export async function allContactEnquiries(
  actor: StaffActor,
  filter: InboxFilter,
  batchSize = EXPORT_BATCH_SIZE,
) {
  authorize(actor, 'sales');
  const where = contactWhere(filter);
  return batchesOf(
    (end, take) =>
      db().contactEnquiry.findMany({
        where: { AND: [where, after(end)] },
        orderBy: newestFirst,
        take,
      }),
    contactRow,
    batchSize,
  );
}

export async function listDealerEnquiries(actor: StaffActor, filter: InboxFilter) {
  authorize(actor, 'sales');
  const where = dealerWhere(filter);
  const [rows, total] = await Promise.all([
    db().dealerEnquiry.findMany({ where, orderBy: newestFirst, ...page(filter) }),
    db().dealerEnquiry.count({ where }),
  ]);
  return { rows: rows.map(dealerRow), total };
}

/** Every dealer enquiry the filter matches, in batches, for the CSV export (no cap). */
export async function allDealerEnquiries(
  actor: StaffActor,
  filter: InboxFilter,
  batchSize = EXPORT_BATCH_SIZE,
) {
  authorize(actor, 'sales');
  const where = dealerWhere(filter);
  return batchesOf(
    (end, take) =>
      db().dealerEnquiry.findMany({
        where: { AND: [where, after(end)] },
        orderBy: newestFirst,
        take,
      }),
    dealerRow,
    batchSize,
  );
}
