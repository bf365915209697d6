import { NextResponse } from 'next/server';
import { answerIn } from '@/lib/platform/i18n/answers';
import { postedLanguage } from '@/lib/platform/i18n/translations';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HTTP_MESSAGES } from '@/content/api';
import { log, routeForLog } from '@/lib/platform/log';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/platform/db/outage';

/** An error with the HTTP status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** `{ field: message }` with the first message of each failing field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The 503 for a request that needed the database while it was unreachable. */
export const databaseUnavailable = () =>
  new HttpError(
    503,
    HTTP_MESSAGES.databaseUnavailable,
    {},
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/**
 * Wraps a route handler: a thrown HttpError becomes its status and `{ message, ...body }`, an
 * unreachable database 503 with Retry-After, and anything unexpected is logged and answered 500
 * without details. Handlers throw, never answer 200 with an error inside.
 */
export function handler<A extends unknown[]>(
  fn: (request: Request, ...rest: A) => Promise<Response>,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const started = performance.now();
    // The id the site's server gave this request (and sent back, and wrote to its access log).
    const requestId = request.headers.get('x-request-id') ?? randomUUID();
    const route = routeForLog(new URL(request.url).pathname);
    let response: Response;
    try {
      response = await fn(request, ...rest);
    } catch (caught) {
      const error = isDatabaseUnavailable(caught) ? databaseUnavailable() : caught;
      if (error instanceof HttpError) {
        if (error !== caught) log().warn({ requestId, route, err: caught }, 'database unavailable');
        response = json({ message: error.message, ...error.body }, error.status, error.headers);
      } else {
        // The stack goes to the log only; the client gets the request id to quote.
        log().error({ requestId, method: request.method, route, err: error }, 'request failed');
        response = json({ message: HTTP_MESSAGES.internal }, 500);
      }
    }
    // The answer in the language of the page that posted (English unless it said otherwise).
    response = await answerIn(response, postedLanguage(request.headers));
    response.headers.set('X-Request-Id', requestId);
    const ms = Math.round(performance.now() - started);
    // The server's access log has the request at `info`; this line adds the handler's own time.
    log().debug(
      { requestId, method: request.method, route, status: response.status, ms },
      'api request',
    );
    return response;
  };
}
