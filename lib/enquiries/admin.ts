import { authorize, type StaffActor } from '@/lib/platform/auth/access';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import {
  defineInbox,
  handledFields,
  inboxWhere,
  type HandledFields,
} from '@/lib/platform/inbox/inbox';
import { assignedWhere } from '@/lib/platform/inbox/filters';
import { isUuid } from '@/lib/platform/validation/fields';
import { ENQUIRY_TYPES } from '@/content/contact';
import { enquiryTypeLabel } from './messages';
import { enquiries as feature } from './feature';
import { findEnquiryThread, type EnquiryThread } from './thread';

export interface ContactEnquiryRow extends HandledFields {
  id: string;
  createdAt: string;
  types: string[];
  name: string;
  mobile: string;
  email: string;
  city: string;
  pincode: string;
  message: string;
  /** The name of the member it is assigned to; null: nobody. */
  assignedTo: string | null;
}

export interface DealerEnquiryRow extends HandledFields {
  id: string;
  createdAt: string;
  name: string;
  number: string;
  location: string;
  assignedTo: string | null;
}

/** The member an enquiry is assigned to, read with each row. */
const withAssignee = { assignedTo: { select: { name: true } } } as const;

type Assigned = { assignedTo: { name: string } | null };

const contactRow = (
  e: Prisma.ContactEnquiryGetPayload<{ include: typeof withAssignee }>,
): ContactEnquiryRow => ({
  id: e.id,
  createdAt: e.createdAt.toISOString(),
  types: e.types.map(enquiryTypeLabel),
  name: e.name,
  mobile: e.mobile,
  email: e.email,
  city: e.city,
  pincode: e.pincode,
  message: e.message,
  assignedTo: assignedName(e),
  ...handledFields(e),
});

const dealerRow = (
  e: Prisma.DealerEnquiryGetPayload<{ include: typeof withAssignee }>,
): DealerEnquiryRow => ({
  id: e.id,
  createdAt: e.createdAt.toISOString(),
  name: e.name,
  number: e.number,
  location: e.location,
  assignedTo: assignedName(e),
  ...handledFields(e),
});

const assignedName = (e: Assigned) => e.assignedTo?.name ?? null;

const contactEnquiries = defineInbox({
  access: feature.role,
  where: (filter, actor): Prisma.ContactEnquiryWhereInput => ({
    ...inboxWhere<Prisma.ContactEnquiryWhereInput>(filter, {
      search: ['name', 'email', 'mobile', 'city', 'pincode', 'message'],
      type: { values: ENQUIRY_TYPES, where: (type) => ({ types: { has: type } }) },
      handled: true,
    }),
    ...assignedWhere(filter.assigned, actor),
  }),
  find: (query) => db().contactEnquiry.findMany({ ...query, include: withAssignee }),
  count: (where) => db().contactEnquiry.count({ where }),
  row: contactRow,
});

const dealerEnquiries = defineInbox({
  access: feature.role,
  where: (filter, actor): Prisma.DealerEnquiryWhereInput => ({
    ...inboxWhere<Prisma.DealerEnquiryWhereInput>(filter, {
      search: ['name', 'number', 'location'],
      handled: true,
    }),
    ...assignedWhere(filter.assigned, actor),
  }),
  find: (query) => db().dealerEnquiry.findMany({ ...query, include: withAssignee }),
  count: (where) => db().dealerEnquiry.count({ where }),
  row: dealerRow,
});

/** One page of contact enquiries and how many match (sales). */
export const listContactEnquiries = contactEnquiries.list;
/** Every contact enquiry the filter matches, in batches, for the CSV export (no cap). */
export const allContactEnquiries = contactEnquiries.all;
/** One page of dealer enquiries and how many match (sales). */
export const listDealerEnquiries = dealerEnquiries.list;
/** Every dealer enquiry the filter matches, in batches, for the CSV export (no cap). */
export const allDealerEnquiries = dealerEnquiries.all;

export type ContactEnquiryDetail = ContactEnquiryRow & EnquiryThread & { language: string };
export type DealerEnquiryDetail = DealerEnquiryRow & EnquiryThread & { language: string };

/** One contact enquiry with its thread and assignment, or null (sales). */
export async function findContactEnquiry(
  actor: StaffActor,
  id: string,
): Promise<ContactEnquiryDetail | null> {
  authorize(actor, feature.role);
  if (!isUuid(id)) return null;
  const e = await db().contactEnquiry.findUnique({ where: { id }, include: withAssignee });
  const thread = e && (await findEnquiryThread(actor, 'ContactEnquiry', id));
  return e && thread ? { ...contactRow(e), language: e.language, ...thread } : null;
}

/** One dealer enquiry with its thread (notes only: no e-mail address) and assignment, or null (sales). */
export async function findDealerEnquiry(
  actor: StaffActor,
  id: string,
): Promise<DealerEnquiryDetail | null> {
  authorize(actor, feature.role);
  if (!isUuid(id)) return null;
  const e = await db().dealerEnquiry.findUnique({ where: { id }, include: withAssignee });
  const thread = e && (await findEnquiryThread(actor, 'DealerEnquiry', id));
  return e && thread ? { ...dealerRow(e), language: e.language, ...thread } : null;
}
