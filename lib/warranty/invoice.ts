import { randomUUID } from 'node:crypto';
import { WARRANTY_MESSAGES as M } from '@/content/warranty';
import { HttpError } from '@/lib/platform/http/responses';
import { storage, type FileStorage } from '@/lib/platform/storage';
import { isPdf, photoExtensionOf } from '@/lib/platform/storage/file-types';
import { MAX_INVOICE_BYTES } from './schema';

/**
 * Invoices customers upload with a warranty registration. They are personal data, so they live
 * under `private/`, which /files never serves (lib/platform/storage/serve.ts); staff open them through
 * /api/staff/warranty/<id>/invoice.
 */
export const INVOICE_FOLDER = 'private/warranty-invoices';

export type InvoiceExtension = 'pdf' | 'jpg' | 'png';

/** PDF, JPEG or PNG by the file's first bytes; null for anything else (WebP included). */
export function invoiceExtensionOf(bytes: Uint8Array): InvoiceExtension | null {
  if (isPdf(bytes)) return 'pdf';
  const photo = photoExtensionOf(bytes);
  return photo === 'jpg' || photo === 'png' ? photo : null;
}

const refused = (message: string) =>
  new HttpError(422, M.invalid, { errors: { invoice: message } });

/**
 * Checks the invoice's size and bytes and stores it under a fresh random key; 422 with the
 * invoice field's message when it is too large or not a PDF, JPEG or PNG.
 */
export async function storeInvoice(
  file: File,
  files: FileStorage = storage(),
): Promise<{ key: string }> {
  if (file.size > MAX_INVOICE_BYTES) throw refused(M.invoiceTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = invoiceExtensionOf(bytes);
  if (!extension) throw refused(M.invoiceType);
  const key = `${INVOICE_FOLDER}/${randomUUID()}.${extension}`;
  await files.put(key, bytes);
  return { key };
}
