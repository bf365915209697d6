import { HTTP_MESSAGES } from '@/content/api';
import { HttpError } from './responses';

export const DEFAULT_BODY_LIMIT = 10 * 1024;

const tooLarge = (limit: number) =>
  new HttpError(413, HTTP_MESSAGES.tooLarge(Math.floor(limit / 1024)));

/** Reads the body's bytes, refusing more than `limit` without buffering the excess. */
export async function readBytes(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away (or sent broken chunks) mid-body: its fault, nothing to log.
      throw new HttpError(400, HTTP_MESSAGES.cutOff);
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads the body as text, refusing more than `limit` bytes without buffering the excess. */
export async function readText(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, limit));
}

/** Parses a JSON object body: 413 when too large, 400 when not JSON or not an object. */
export async function readJsonObject(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const text = await readText(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, HTTP_MESSAGES.notJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, HTTP_MESSAGES.notObject);
  }
  return value as Record<string, unknown>;
}

/**
 * Parses a multipart or URL-encoded form body into `{ name: first value }` (every value, as a
 * list, for the names in `lists`: a form's several files): 413 when too large, 400 when it is
 * not a form. File parts are kept as they are, bytes intact (so a schema can check or refuse them).
 */
export async function readForm(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
  lists: readonly string[] = [],
): Promise<Record<string, FormDataEntryValue | FormDataEntryValue[]>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new HttpError(400, HTTP_MESSAGES.notForm);
  }
  // Bytes, not text: a file part (an invoice) must reach the schema unchanged.
  const bytes = await readBytes(request, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new HttpError(400, HTTP_MESSAGES.notForm);
  }
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [name, value] of form.entries()) fields[name] ??= value;
  for (const name of lists) if (form.has(name)) fields[name] = form.getAll(name);
  return fields;
}
