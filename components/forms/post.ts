/**
 * The one way a public form talks to its route handler (browser code, no React): post the fields
 * as JSON or multipart, and turn every answer into what the form shows. A 422
 * `{ message, errors: { field: message } }` gives the fields their messages; any other refusal,
 * an unreadable answer or no answer at all gives the form's own message from the spec.
 */

import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';

export type FormPayload = Record<string, unknown>;

export interface PostMessages {
  /** What to show for a refusal, given the server's message (the form decides which it repeats). */
  refused: (serverMessage: string | undefined) => string;
  /** What to show when no answer came (network failure, or the payload could not be made). */
  unreachable: string;
  /** The form's own success text; without it the server's message is shown (and required). */
  success?: string;
}

export type PostOutcome =
  | { ok: true; message: string; data: Record<string, unknown> | null }
  | { ok: false; message: string; errors: Record<string, string>; data: unknown };

export type Encoding = 'json' | 'multipart';

function encode(payload: FormPayload, encoding: Encoding): RequestInit {
  if (encoding === 'json') {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) };
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    // A list (a form's chosen files) is sent as one part per item.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) body.append(name, item);
      else if (item !== undefined && item !== null) body.append(name, String(item));
    }
  }
  return { body };
}

const messageOf = (data: unknown): string | undefined => {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** `{ field: message }` from a 422 answer, keeping only text messages. */
function errorsOf(data: unknown): Record<string, string> {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Posts the payload (or the promise of one: a captcha token is made on submit) and says what
 * the form shows. Never throws.
 */
export async function postForm(
  url: string,
  payload: FormPayload | Promise<FormPayload>,
  messages: PostMessages,
  encoding: Encoding = 'json',
  language: Language = DEFAULT_LANGUAGE,
): Promise<PostOutcome> {
  let response: Response;
  try {
    const request = encode(await payload, encoding);
    // The answer's words in the page's language (lib/platform/i18n/answers.ts).
    const headers = {
      ...(request.headers as Record<string, string>),
      'Content-Language': language,
    };
    response = await fetch(url, { method: 'POST', ...request, headers });
  } catch {
    return { ok: false, message: messages.unreachable, errors: {}, data: null };
  }
  if (response.ok && messages.success !== undefined) {
    return { ok: true, message: messages.success, data: null };
  }
  const data: unknown = await response.json().catch(() => null);
  const serverMessage = messageOf(data);
  if (response.ok && serverMessage !== undefined && typeof data === 'object') {
    return { ok: true, message: serverMessage, data: data as Record<string, unknown> };
  }
  // A refusal, or an answer with nothing to show (a proxy's HTML page, say).
  const errors = response.status === 422 ? errorsOf(data) : {};
  const shown = response.ok ? undefined : serverMessage;
  return { ok: false, message: messages.refused(shown), errors, data };
}
