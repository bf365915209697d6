import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { FEEDBACK_RATINGS, type SERVICE_FEEDBACK_MESSAGES } from '@/content/service-feedback';
import type { Words } from '@/content/words-type';
import { modelNames } from '@/lib/catalogue/after-sales';
import { db } from '@/lib/platform/db/client';
import { HttpError } from '@/lib/platform/http/responses';
import { wordsOf } from '@/lib/platform/i18n/words';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { NO_CONTROL_CHARS } from '@/lib/platform/validation/text';
import { isFeedbackSigned, RATEABLE } from './feedback-link';
import { productName } from './track';

/**
 * Feedback on a resolved request, from its signed link (./feedback-link.ts): the page shows the
 * request and asks for a rating (1 to 5) and an optional comment; a request is rated once (the
 * table's unique key decides between two at once), and only while it is resolved or closed.
 */

type FeedbackMessages = Words<typeof SERVICE_FEEDBACK_MESSAGES>;

/** The form's fields, with the messages of one language (the browser's and the server's). */
export const feedbackSchemaIn = (M: FeedbackMessages) =>
  z.object({
    rating: z.coerce
      .number(M.rating)
      .int(M.rating)
      .refine((n) => (FEEDBACK_RATINGS as readonly number[]).includes(n), M.rating),
    comment: z
      .string()
      .trim()
      .max(1000, M.commentTooLong)
      .regex(NO_CONTROL_CHARS, M.controlChars)
      .optional()
      .transform((value) => value || null),
  });

/** What the feedback page shows about the request (nothing about the person). */
export interface FeedbackRequestView {
  id: string;
  ticket: string;
  product: string;
  centre: string | null;
  /** Resolved or closed: it can be rated (unless it was already). */
  rateable: boolean;
  /** The rating given, when it was rated. */
  rating: number | null;
}

/** The request a signed link names, or null for a link not signed for it (or no request). */
export async function feedbackRequest(
  requestId: unknown,
  signature: unknown,
  language: Language = DEFAULT_LANGUAGE,
): Promise<FeedbackRequestView | null> {
  if (!isFeedbackSigned(requestId, signature)) return null;
  const request = await db().serviceRequest.findUnique({
    where: { id: requestId },
    select: {
      id: true,
      ticket: true,
      productLine: true,
      modelCode: true,
      status: true,
      outlet: { select: { name: true } },
      feedback: { select: { rating: true } },
    },
  });
  if (!request) return null;
  const names = await modelNames([request.modelCode], language);
  return {
    id: request.id,
    ticket: request.ticket,
    product: productName(
      request.productLine,
      request.modelCode,
      language,
      names.get(request.modelCode),
    ),
    centre: request.outlet?.name ?? null,
    rateable: RATEABLE.has(request.status),
    rating: request.feedback?.rating ?? null,
  };
}

/** What the form shows after it was sent. */
export type FeedbackState =
  | { kind: 'idle' }
  | { kind: 'thanks'; message: string }
  | {
      kind: 'refused';
      message: string;
      errors?: { rating?: string; comment?: string };
      rating?: string;
      comment?: string;
    };

/**
 * One rating, from the page's form (a server action; a plain post without JavaScript): counted
 * against the client's rate limit, the link checked, the fields checked, then stored once.
 * Answers in the page's language; null for a link not signed for a request there is (the
 * action answers it as the page does: not found), never a stored row.
 */
export async function leaveFeedback(
  form: FormData,
  ip: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<FeedbackState | null> {
  const M = wordsOf(language).serviceFeedback.SERVICE_FEEDBACK_MESSAGES;
  const T = wordsOf(language).serviceFeedback.SERVICE_FEEDBACK_TEXT;
  const field = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max) : undefined;
  };
  const typed = { rating: field('rating', 4), comment: field('comment', 2000) };
  try {
    await enforceRateLimit('service-feedback', ip);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      return { kind: 'refused', message: M.tooMany, ...typed };
    }
    throw error;
  }
  const requestId = field('r', 64);
  if (!isFeedbackSigned(requestId, field('s', 64))) return null;
  const parsed = feedbackSchemaIn(M).safeParse(typed);
  if (!parsed.success) {
    const errors: { rating?: string; comment?: string } = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as 'rating' | 'comment';
      errors[name] ??= issue.message;
    }
    return { kind: 'refused', message: errors.rating ?? errors.comment!, errors, ...typed };
  }
  const request = await db().serviceRequest.findUnique({
    where: { id: requestId },
    select: { status: true },
  });
  if (!request) return null;
  if (!RATEABLE.has(request.status)) return { kind: 'refused', message: M.notResolved, ...typed };
  // One per request: of two at once (two tabs, a double click) the unique key keeps one.
  const stored = await db().serviceFeedback.createMany({
    data: [{ requestId, ...parsed.data, language }],
    skipDuplicates: true,
  });
  return stored.count === 1
    ? { kind: 'thanks', message: T.thanks }
    : { kind: 'refused', message: M.already };
}
