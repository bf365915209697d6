import type { z } from 'zod';
import type { Language } from '@/content/languages';
import { postedLanguage } from '@/lib/platform/i18n/translations';
import { requireCaptcha } from '@/lib/platform/recaptcha';
import {
  clientInfo,
  fieldErrors,
  handler,
  HttpError,
  json,
  readForm,
  readJsonObject,
  refuseCrossSite,
  type ClientInfo,
} from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/platform/security/honeypot';

/** What a public form's endpoint is made of; `publicFormEndpoint` puts it together. */
export interface PublicForm<S extends z.ZodType, Saved = unknown> {
  /** How the browser sends it, and the only body type taken (415 otherwise). */
  encoding: 'json' | 'multipart';
  /** Multipart fields read as a list of every part (a form's several files). */
  lists?: readonly string[];
  /** The rate limit's scope (429 past lib/platform/rate-limit's limits). */
  rateLimit: string;
  /** The largest body read (413 past it); lib/platform/http's default when not given. */
  maxBytes?: number;
  /** The form's schema, the one its browser form uses (with the server's extra fields). */
  schema: S;
  /** The answer to refused fields: by default 422 `{ message: invalid, errors: { field } }`. */
  invalid: string;
  refusal?: (error: z.ZodError) => HttpError;
  /** The reCAPTCHA action its token must have been made for; none for a form without one. */
  captcha?: string;
  /** The 201 answer's message, to people and, alike, to a bot caught by the honeypot. */
  accepted: string;
  /** `posted.language`: the language of the page that posted (stored where mails follow). */
  save: (
    input: Omit<z.output<S>, 'recaptchaToken'>,
    client: ClientInfo,
    posted: { language: Language },
  ) => Promise<Saved>;
  /** More of the 201 answer, from what `save` returned (the warranty's number and end date). */
  answer?: (saved: Saved) => Record<string, unknown>;
}

/**
 * The one way to write a public form's POST handler: refuse other sites' posts, count the client
 * against the form's rate limit, read the body, answer a bot that filled the hidden field as if
 * its post was taken (storing nothing), check every field, check the reCAPTCHA token for this
 * form, then save and answer 201.
 */
export const publicFormEndpoint = <S extends z.ZodType<object>, Saved = unknown>(
  form: PublicForm<S, Saved>,
) =>
  handler(async (request) => {
    refuseCrossSite(request, form.encoding);
    const client = clientInfo(request.headers);
    await enforceRateLimit(form.rateLimit, client.ip);
    const body =
      form.encoding === 'json'
        ? await readJsonObject(request, form.maxBytes)
        : await readForm(request, form.maxBytes, form.lists);
    if (isHoneypotFilled(body[HONEYPOT_FIELD])) return json({ message: form.accepted }, 201);
    // Async: a schema may read uploaded files' first bytes.
    const parsed = await form.schema.safeParseAsync(body);
    if (!parsed.success) {
      throw (
        form.refusal?.(parsed.error) ??
        new HttpError(422, form.invalid, { errors: fieldErrors(parsed.error) })
      );
    }
    const { recaptchaToken, ...input }: z.output<S> & { recaptchaToken?: unknown } = parsed.data;
    if (form.captcha) {
      const token = typeof recaptchaToken === 'string' ? recaptchaToken : undefined;
      await requireCaptcha(token, client.ip, form.captcha);
    }
    const saved = await form.save(input, client, { language: postedLanguage(request.headers) });
    return json({ message: form.accepted, ...form.answer?.(saved) }, 201);
  });
