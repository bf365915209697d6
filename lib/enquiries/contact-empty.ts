import type { ContactFields } from './contact-schema';

/**
 * The contact form's empty values, every field named (a 422's message lands only on a named
 * field). A module of its own, without zod: the form imports it up front and its schema
 * (contact-schema.ts) on first use (components/forms/use-public-form.ts, `lazyZodResolver`).
 */
export const EMPTY_CONTACT: ContactFields = {
  enquiry: [],
  name: '',
  mobile: '',
  email: '',
  city: '',
  pincode: '',
  message: '',
};
