import { contactEnquiriesHooks, dealerEnquiriesHooks } from '@/lib/enquiries/privacy';
import { subscribersHooks } from '@/lib/newsletter/privacy';
import { mailHooks } from '@/lib/outbox/privacy';
import { paymentsHooks } from '@/lib/payments/privacy';
import type { PersonTableHooks } from '@/lib/platform/privacy/person-table';
import { serviceRequestsHooks } from '@/lib/service/privacy';
import { signInAttemptsHooks } from '@/lib/staff/privacy';
import { warrantyRegistrationsHooks } from '@/lib/warranty/privacy';
import type { PersonTableName } from './index';

export type { PersonTableName } from './index';

/**
 * How the personal-data tool finds and erases each table of personal data the features declare
 * (`personalData` in their manifests). A table declared without hooks here fails the type check.
 *
 * The order is the tool's: its sections, the downloads' tables and the audit row's counts come in
 * it (the one people have been given since the tool began), not in the features' order.
 */
export const PERSON_TABLE_HOOKS: Record<PersonTableName, PersonTableHooks> = {
  contactEnquiries: contactEnquiriesHooks,
  dealerEnquiries: dealerEnquiriesHooks,
  subscribers: subscribersHooks,
  payments: paymentsHooks,
  mail: mailHooks,
  signInAttempts: signInAttemptsHooks,
  warrantyRegistrations: warrantyRegistrationsHooks,
  serviceRequests: serviceRequestsHooks,
};

/** Every table of personal data, in the tool's order. */
export const PERSON_TABLES = Object.keys(PERSON_TABLE_HOOKS) as PersonTableName[];
