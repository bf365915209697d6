import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '@/lib/platform/env';

/**
 * The site's log: one JSON object a line on stdout (pino), for a log collector; readable lines
 * in development. Personal data never goes in clear: these fields are replaced wherever they
 * appear (two levels deep), and no request body is ever logged.
 */
const PERSONAL = [
  'email',
  'mobile',
  'phone',
  'number',
  'name',
  'contact',
  'replyTo',
  'ip',
  'address',
];
export const REDACTED_PATHS = PERSONAL.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/** `12:00:01 INFO request POST /api/x 201 12ms id=...`: for a developer's terminal. */
function readable(): DestinationStream {
  return new Writable({
    write(chunk, _encoding, done) {
      const { time, level, msg, err, ...rest } = JSON.parse(String(chunk)) as Record<
        string,
        unknown
      >;
      const clock = new Date(Number(time)).toTimeString().slice(0, 8);
      const fields = Object.entries(rest).map(
        ([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
      );
      const stack = err && typeof err === 'object' ? `\n${(err as { stack?: string }).stack}` : '';
      process.stdout.write(
        `${clock} ${String(level).toUpperCase()} ${String(msg ?? '')} ${fields.join(' ')}${stack}\n`,
      );
      done();
    },
  });
}

export function createLogger(
  destination?: DestinationStream,
  level: string = env.LOG_LEVEL,
): Logger {
  return pino(
    {
      level,
      base: undefined,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? (env.NODE_ENV === 'development' ? readable() : pino.destination(1)),
  );
}

const holder = globalThis as unknown as { __log?: Logger };

/** The process's logger. */
export function log(): Logger {
  holder.__log ??= createLogger();
  return holder.__log;
}

/** A path for the log: long opaque segments (receipt tokens) are replaced, never logged. */
export const routeForLog = (pathname: string) =>
  pathname.replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/:token');
