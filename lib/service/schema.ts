import { z } from 'zod';
import {
  SERVICE_CATEGORIES,
  SERVICE_MESSAGES as M,
  SERVICE_SERIAL_MESSAGES,
  type ServiceCategory,
} from '@/content/service';
import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from '@/content/products/lines';
import type { ModelLookup } from '@/lib/catalogue/line-models';
import { mobileProofField } from '@/lib/mobile-check/schema';
import { emailField, mobileField, pincodeField } from '@/lib/platform/validation/fields';
import { photoExtensionOf } from '@/lib/platform/storage/file-types';
import { normaliseSerial } from '@/lib/warranty/schema';
import { isVisitDay, VISIT_WINDOWS } from './visit-days';
import { NO_CONTROL_CHARS, ONE_LINE } from '@/lib/platform/validation/text';

/**
 * The service request form (/service-request): one schema for the browser form and
 * POST /api/service-requests, with the same messages. Photos are checked by their bytes in both.
 */

export const MAX_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The bytes a file type check reads (lib/platform/storage/file-types.ts). */
export const SIGNATURE_BYTES = 12;
/** The largest request body: three photos at their limit and the fields. */
export const MAX_SERVICE_BODY_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 64 * 1024;

const CATEGORY_VALUES = SERVICE_CATEGORIES.map((c) => c.value) as [
  ServiceCategory,
  ...ServiceCategory[],
];

// Every line's serials are two letters, four digits, a dash and six digits (the line's own
// prefix is checked against the chosen product below).
const ANY_SERIAL = /^[A-Z]{2}\d{4}-\d{6}$/;
// Before a product is chosen, the message shows an inverter's serial as the example.
const ANY_SERIAL_MESSAGE = SERVICE_SERIAL_MESSAGES['inverter-ups'];

const text = (message: string, max: number, tooLong: string, pattern = ONE_LINE) =>
  z.string(message).trim().min(1, message).max(max, tooLong).regex(pattern, M.controlChars);

/** An empty field (a date input left empty, no radio chosen) is no answer. */
const emptyAsNone = (value: unknown) =>
  value === '' || value === null || value === false ? undefined : value;

/** A file input's FileList, the server's list of parts, one part or nothing: always a list. */
function filesOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  const list: unknown[] =
    typeof value === 'object' && 'length' in value && !(value instanceof Blob)
      ? Array.from(value as ArrayLike<unknown>)
      : [value];
  // A file input left empty still sends one part with no name and no bytes.
  return list.filter((item) => !(item instanceof Blob && item.size === 0));
}

const isPhoto = async (file: Blob) =>
  photoExtensionOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())) !== null;

export const photosSchema = z.preprocess(
  filesOf,
  z
    .array(z.instanceof(Blob, { message: M.photoType }), M.photoType)
    .max(MAX_PHOTOS, M.photosTooMany)
    .refine((files) => files.every((f) => f.size <= MAX_PHOTO_BYTES), M.photoTooLarge)
    .refine(async (files) => (await Promise.all(files.map(isPhoto))).every(Boolean), M.photoType),
);

/**
 * The form's fields; `models` finds a model of the catalogue (the list the page gave the
 * browser's form, the database on the server).
 */
export const serviceFieldsSchema = (models: ModelLookup, now: () => Date = () => new Date()) =>
  z
    .object({
      productLine: z.enum(PRODUCT_LINES, M.productLine),
      modelCode: z
        .string(M.modelCode)
        .trim()
        .min(1, M.modelCode)
        .max(40, M.modelCode)
        .refine(async (code) => (await models(code)) !== undefined, M.modelCode),
      serial: z
        .string(ANY_SERIAL_MESSAGE)
        .transform(normaliseSerial)
        .refine((serial) => serial === '' || ANY_SERIAL.test(serial), ANY_SERIAL_MESSAGE)
        .optional(),
      category: z.enum(CATEGORY_VALUES, M.category),
      description: text(M.description, 2000, M.descriptionTooLong, NO_CONTROL_CHARS),
      photos: photosSchema,
      address: text(M.address, 300, M.addressTooLong, NO_CONTROL_CHARS),
      pincode: pincodeField(M.pincode),
      name: text(M.name, 100, M.nameTooLong),
      mobile: mobileField(M.mobile),
      email: emailField(M.email),
      // The consent to updates by SMS (a checkbox: `true` from the browser's form data).
      smsUpdates: z
        .preprocess((value) => value === true || value === 'true', z.boolean())
        .optional(),
      // The opt-in to updates on WhatsApp, the same way.
      whatsappUpdates: z
        .preprocess((value) => value === true || value === 'true', z.boolean())
        .optional(),
      // The preferred visit (lib/service/visit-days.ts): a day and a window, both or neither.
      preferredDate: z.preprocess(
        emptyAsNone,
        z
          .string(M.visitDate)
          .trim()
          .refine((day) => isVisitDay(day, now()), M.visitDate)
          .optional(),
      ),
      preferredWindow: z.preprocess(emptyAsNone, z.enum(VISIT_WINDOWS, M.visitWindow).optional()),
    })
    .superRefine((input, ctx) => {
      if (input.preferredDate && !input.preferredWindow)
        ctx.addIssue({ code: 'custom', path: ['preferredWindow'], message: M.visitWindow });
      if (input.preferredWindow && !input.preferredDate)
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: M.visitDate });
    })
    // Runs once every field passed: the model and the serial must belong to the chosen product.
    .superRefine(async (input, ctx) => {
      if ((await models(input.modelCode))?.line !== input.productLine) {
        ctx.addIssue({ code: 'custom', path: ['modelCode'], message: M.modelCode });
      }
      const serial = PRODUCT_LINE_INFO[input.productLine].serial;
      if (input.serial && !serial.pattern.test(input.serial)) {
        const message = SERVICE_SERIAL_MESSAGES[input.productLine];
        ctx.addIssue({ code: 'custom', path: ['serial'], message });
      }
    });

/** What the API reads: the fields and the reCAPTCHA token the form makes on submit. */
export const serviceRequestSchema = (models: ModelLookup) =>
  serviceFieldsSchema(models).and(
    z.object({
      recaptchaToken: z.string().max(4000).optional().catch(undefined),
      mobileProof: mobileProofField,
    }),
  );

type FieldsSchema = ReturnType<typeof serviceFieldsSchema>;
export type ServiceFields = z.input<FieldsSchema>;
export type ServiceInput = z.output<FieldsSchema>;

/** The empty form (a select's `undefined` shows its "Choose…" option). */
export const EMPTY_SERVICE: ServiceFields = {
  productLine: undefined as unknown as ProductLine,
  modelCode: '',
  serial: '',
  category: undefined as unknown as ServiceCategory,
  description: '',
  photos: undefined,
  address: '',
  pincode: '',
  name: '',
  mobile: '',
  email: '',
  smsUpdates: false,
  whatsappUpdates: false,
  preferredDate: '',
  preferredWindow: undefined,
};

/** Ticket numbers: SR/<financial year>/<six digits>. */
export const TICKET_PATTERN = /^SR\/\d{4}-\d{2}\/\d{6}$/;

/** The tracking form (/service-request/track): anything else is "not found", like a wrong pair. */
export const trackSchema = z.object({
  ticket: z
    .string()
    .trim()
    .max(30)
    .transform((t) => t.toUpperCase())
    .pipe(z.string().regex(TICKET_PATTERN)),
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/),
});

export type TrackInput = z.output<typeof trackSchema>;
