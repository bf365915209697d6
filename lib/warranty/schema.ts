import { z } from 'zod';
import { mobileProofField, textUpdatesField } from '@/lib/mobile-check/schema';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { MAX_INVOICE_MB, WARRANTY_MESSAGES } from '@/content/warranty';
import type { Words } from '@/content/words-type';
import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import type { ModelLookup } from '@/lib/catalogue/line-models';
import { emailField, isUuid, mobileField, pincodeField } from '@/lib/platform/validation/fields';
import { ONE_LINE } from '@/lib/platform/validation/text';
import { formatDay, isCalendarDate, todayInIndia } from './dates';

export const MAX_INVOICE_BYTES = MAX_INVOICE_MB * 1024 * 1024;

/**
 * Serial numbers are compared and stored trimmed, without inner spaces, in upper case: by the
 * warranty form and the service request form alike, so one serial finds its registration.
 */
export const normaliseSerial = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The browser's FileList (a file input's value) or the server's File: the first file, if any. */
const firstFile = (value: unknown): unknown => {
  const list = value as { length?: unknown; item?: unknown } | null;
  if (list && typeof list === 'object' && typeof list.item === 'function') {
    return (list as FileList).length > 0 ? (list as FileList)[0] : undefined;
  }
  return value;
};

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File && value.size > 0;

/** The form's messages in one language (content/warranty.ts or content/<language>/warranty.ts). */
export type WarrantyMessages = Words<typeof WARRANTY_MESSAGES>;

/**
 * The invoice: a file of at most MAX_INVOICE_MB. Its type is checked by its bytes on the server
 * (lib/warranty/invoice.ts); the browser only checks that one is chosen and its size.
 */
const invoiceIn = (M: WarrantyMessages) =>
  z.preprocess(
    firstFile,
    z
      .custom<File>(isFile, M.invoice)
      .refine((file) => file.size <= MAX_INVOICE_BYTES, M.invoiceTooLarge),
  );

const textIn = (M: WarrantyMessages) => (message: string, max: number, tooLong: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong).regex(ONE_LINE, M.controlChars);

/**
 * The warranty registration form's fields, with the messages of one language: the browser form
 * takes its page's (useWords), the route handler the posting page's. Most messages would be
 * translated from English by the answer's map anyway; those with a fact in them (the serial's
 * example, the model's launch day) can only be written in the language itself. `models` finds a
 * model of the catalogue: the list the page gave the browser's form, the database on the server.
 */
export const warrantyFieldsSchemaIn = (
  M: WarrantyMessages,
  language: Language = DEFAULT_LANGUAGE,
  models: ModelLookup,
) => {
  const text = textIn(M);
  return z
    .object({
      productLine: z.enum(PRODUCT_LINES, M.productLine),
      modelCode: z.string(M.model).trim().min(1, M.model).max(40, M.model),
      serial: z
        .string(M.serial)
        .transform(normaliseSerial)
        .pipe(z.string().min(1, M.serial).max(40, M.serial)),
      purchasedOn: z
        .string(M.purchasedOn)
        .trim()
        .refine(isCalendarDate, M.purchasedOn)
        // Checked when parsed, in India's date, so the browser and the server agree.
        .refine((day) => day <= todayInIndia(), M.purchasedInFuture),
      // The dealer from the directory (an outlet id), or typed; the server checks the outlet.
      dealerOutletId: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || null)
        .refine((value) => value === null || isUuid(value), M.dealerUnknown),
      dealerName: z
        .string()
        .trim()
        .max(120, M.dealerTooLong)
        .regex(ONE_LINE, M.controlChars)
        .optional()
        .transform((value) => value || null),
      invoice: invoiceIn(M),
      name: text(M.name, 100, M.nameTooLong),
      mobile: mobileField(M.mobile),
      email: emailField(M.email),
      pincode: pincodeField(M.pincode),
      // The consent to hear the invoice's decision by SMS, and the opt-in on WhatsApp.
      smsUpdates: textUpdatesField(),
      whatsappUpdates: textUpdatesField(),
    })
    .superRefine(async (input, ctx) => {
      const line = input.productLine as ProductLine;
      const model = await models(input.modelCode);
      if (!model || model.line !== line) {
        ctx.addIssue({ code: 'custom', path: ['modelCode'], message: M.modelNotInLine });
      } else if (input.purchasedOn < model.launchedOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['purchasedOn'],
          message: M.purchasedBeforeLaunch(formatDay(model.launchedOn, language)),
        });
      }
      if (input.dealerOutletId && input.dealerName) {
        ctx.addIssue({ code: 'custom', path: ['dealerName'], message: M.dealerBoth });
      }
      const { pattern, example } = PRODUCT_LINE_INFO[line].serial;
      if (!pattern.test(input.serial)) {
        ctx.addIssue({ code: 'custom', path: ['serial'], message: M.serialFormat(example) });
      }
    });
};

/** The fields with the English messages (the old API's), checked against `models`. */
export const warrantyFieldsSchema = (models: ModelLookup) =>
  warrantyFieldsSchemaIn(WARRANTY_MESSAGES, DEFAULT_LANGUAGE, models);

/** What the API reads: the fields and the reCAPTCHA token the form makes on submit. */
export const warrantyRequestSchemaIn = (
  M: WarrantyMessages,
  language: Language,
  models: ModelLookup,
) =>
  warrantyFieldsSchemaIn(M, language, models).safeExtend({
    recaptchaToken: z.string().max(4000).optional().catch(undefined),
    mobileProof: mobileProofField,
  });

type FieldsSchema = ReturnType<typeof warrantyFieldsSchema>;
export type WarrantyFields = z.input<FieldsSchema>;
export type WarrantyInput = z.output<FieldsSchema>;

// Every field is named (a 422's messages land only on named fields); no product line is chosen.
export const EMPTY_WARRANTY: Partial<WarrantyFields> = {
  productLine: undefined,
  modelCode: '',
  serial: '',
  purchasedOn: '',
  dealerOutletId: '',
  dealerName: '',
  invoice: undefined,
  name: '',
  mobile: '',
  email: '',
  pincode: '',
  smsUpdates: false,
  whatsappUpdates: false,
};

/** The "check my warranty" lookup: a serial number and the mobile number registered with it. */
export const warrantyLookupSchema = z.object({
  serial: z.string().transform(normaliseSerial).pipe(z.string().min(1).max(40)),
  mobile: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/)),
});
