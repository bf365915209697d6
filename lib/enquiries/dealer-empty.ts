import type { DealerFields } from './dealer-schema';

/**
 * The dealer form's empty values. A module of its own, without zod: the form imports it up front
 * and its schema (dealer-schema.ts) on first use (components/forms/use-public-form.ts).
 */
export const EMPTY_DEALER: DealerFields = { name: '', number: '', location: '' };
