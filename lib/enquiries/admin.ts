import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import {
  defineInbox,
  handledFields,
  inboxWhere,
  type HandledFields,
} from '@/lib/platform/inbox/inbox';
import { ENQUIRY_TYPES } from '@/content/contact';
import { enquiryTypeLabel } from './messages';
import { enquiries as feature } from './feature';

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
}

export interface DealerEnquiryRow extends HandledFields {
  id: string;
  createdAt: string;
  name: string;
  number: string;
  location: string;
}

const contactEnquiries = defineInbox({
  access: feature.role,
  where: (filter): Prisma.ContactEnquiryWhereInput =>
    inboxWhere(filter, {
      search: ['name', 'email', 'mobile', 'city', 'pincode', 'message'],
      type: { values: ENQUIRY_TYPES, where: (type) => ({ types: { has: type } }) },
      handled: true,
    }),
  find: (query) => db().contactEnquiry.findMany(query),
  count: (where) => db().contactEnquiry.count({ where }),
  row: (e): ContactEnquiryRow => ({
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    types: e.types.map(enquiryTypeLabel),
    name: e.name,
    mobile: e.mobile,
    email: e.email,
    city: e.city,
    pincode: e.pincode,
    message: e.message,
    ...handledFields(e),
  }),
});

const dealerEnquiries = defineInbox({
  access: feature.role,
  where: (filter): Prisma.DealerEnquiryWhereInput =>
    inboxWhere(filter, {
      search: ['name', 'number', 'location'],
      handled: true,
    }),
  find: (query) => db().dealerEnquiry.findMany(query),
  count: (where) => db().dealerEnquiry.count({ where }),
  row: (e): DealerEnquiryRow => ({
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    name: e.name,
    number: e.number,
    location: e.location,
    ...handledFields(e),
  }),
});

/** One page of contact enquiries and how many match (sales). */
export const listContactEnquiries = contactEnquiries.list;
/** Every contact enquiry the filter matches, in batches, for the CSV export (no cap). */
export const allContactEnquiries = contactEnquiries.all;
/** One page of dealer enquiries and how many match (sales). */
export const listDealerEnquiries = dealerEnquiries.list;
/** Every dealer enquiry the filter matches, in batches, for the CSV export (no cap). */
export const allDealerEnquiries = dealerEnquiries.all;
