// A small Redis client (RESP2 over one TCP connection) for the shared cache
// (./shared-cache.mjs). Plain JavaScript: Next.js loads the cache handler without a TypeScript
// loader. Why our own and not the `redis` package: docs/decisions/shared-cache-on-redis.md.
//
// It fails closed and never hangs: a connection attempt gives up after `connectTimeoutMs`, and
// the commands waiting on a connection fail when Redis has sent nothing for `commandTimeoutMs`;
// commands sent while Redis is unreachable fail at once (there is no offline queue), and after a
// failed connection attempt the next one waits `retryAfterMs`, so an outage costs a request
// little more than a failed promise. Once Redis answers again, the next command reconnects.
import net from 'node:net';
import { describeRedis, parseRedisUrl } from '../redis-url.mjs';

export { describeRedis, parseRedisUrl };

/**
 * Redis did not answer (refused, timed out, connection lost). Recognised by its name: the app's
 * bundle has a copy of this module of its own, while the connection (and so the errors) may come
 * from the copy Next loaded for the cache handler.
 */
export class RedisUnavailableError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'RedisUnavailableError';
  }

  static [Symbol.hasInstance](value) {
    return value instanceof Error && value.name === 'RedisUnavailableError';
  }
}

/** Redis answered with an error reply (`-ERR …`). */
export class RedisReplyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RedisReplyError';
  }
}

function encode(commands) {
  const parts = [];
  for (const args of commands) {
    parts.push(`*${args.length}\r\n`);
    for (const arg of args) {
      const text = String(arg);
      parts.push(`$${Buffer.byteLength(text)}\r\n${text}\r\n`);
    }
  }
  return parts.join('');
}

/**
 * One reply read from `buffer` at `offset`: `{ value, next }`, or null when the buffer does not
 * hold all of it yet. Bulk strings are decoded as UTF-8; nil is null; error replies become
 * RedisReplyError values (not thrown, so the rest of the pipeline stays in step).
 */
function parseReply(buffer, offset) {
  if (offset >= buffer.length) return null;
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset]);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const afterLine = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next: afterLine };
    case '-':
      return { value: new RedisReplyError(line), next: afterLine };
    case ':':
      return { value: Number(line), next: afterLine };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next: afterLine };
      if (buffer.length < afterLine + length + 2) return null;
      return {
        value: buffer.toString('utf8', afterLine, afterLine + length),
        next: afterLine + length + 2,
      };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: afterLine };
      const items = [];
      let next = afterLine;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, next);
        if (!item) return null;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new RedisReplyError(`unexpected reply type ${JSON.stringify(type)}`);
  }
}

/**
 * A client for the server of `options` (see parseRedisUrl). `pipeline(commands)` sends the
 * commands (arrays of arguments) at once and resolves with their replies in order; it rejects
 * with RedisUnavailableError when Redis cannot be reached or does not answer in time, and with
 * the first RedisReplyError when a command was refused.
 */
export function createRedisClient(
  options,
  { connectTimeoutMs = 500, commandTimeoutMs = 1_000, retryAfterMs = 1_000 } = {},
) {
  const where = describeRedis(options);
  let socket = null;
  let connecting = null;
  let failedAt = -Infinity;
  let buffer = Buffer.alloc(0);
  /** Pipelines sent and not yet answered, oldest first. */
  const waiting = [];
  /**
   * Fires when Redis has sent nothing for commandTimeoutMs while replies are awaited: measured
   * from the last progress, not per command, so a long queue of big replies is no outage.
   */
  let watchdog;

  function armWatchdog() {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      // The replies would come out of step: the connection goes, with everything on it.
      dropConnection(
        new RedisUnavailableError(`${where} did not answer within ${commandTimeoutMs} ms`),
      );
    }, commandTimeoutMs);
    watchdog.unref?.();
  }

  function dropConnection(error) {
    const current = socket;
    socket = null;
    buffer = Buffer.alloc(0);
    clearTimeout(watchdog);
    current?.destroy();
    for (const entry of waiting.splice(0)) entry.reject(error);
  }

  function onData(chunk) {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    let offset = 0;
    while (waiting.length > 0) {
      let reply;
      try {
        reply = parseReply(buffer, offset);
      } catch (error) {
        dropConnection(new RedisUnavailableError(`${where}: ${error.message}`));
        return;
      }
      if (!reply) break;
      offset = reply.next;
      const head = waiting[0];
      head.replies.push(reply.value);
      if (head.replies.length === head.count) {
        waiting.shift();
        const refused = head.replies.find((value) => value instanceof RedisReplyError);
        if (refused) head.reject(refused);
        else head.resolve(head.replies);
      }
    }
    buffer = offset === buffer.length ? Buffer.alloc(0) : buffer.subarray(offset);
    if (waiting.length > 0) {
      armWatchdog();
    } else {
      clearTimeout(watchdog);
      socket?.unref();
    }
  }

  function write(commands) {
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) armWatchdog();
      waiting.push({ count: commands.length, replies: [], resolve, reject });
      socket.ref();
      socket.write(encode(commands));
    });
  }

  function connect() {
    if (socket) return Promise.resolve();
    if (connecting) return connecting;
    if (performance.now() - failedAt < retryAfterMs) {
      return Promise.reject(
        new RedisUnavailableError(`${where} is unreachable (retrying shortly)`),
      );
    }
    connecting = new Promise((resolve, reject) => {
      const candidate = net.createConnection({ host: options.host, port: options.port });
      candidate.setNoDelay(true);
      const timer = setTimeout(() => {
        candidate.destroy();
        fail(new Error(`no connection within ${connectTimeoutMs} ms`));
      }, connectTimeoutMs);
      timer.unref?.();
      function fail(error) {
        clearTimeout(timer);
        failedAt = performance.now();
        connecting = null;
        reject(
          new RedisUnavailableError(`${where} is unreachable: ${error.message}`, { cause: error }),
        );
      }
      candidate.once('error', fail);
      candidate.once('connect', () => {
        clearTimeout(timer);
        candidate.off('error', fail);
        candidate.on('error', (error) =>
          dropConnection(new RedisUnavailableError(`${where}: ${error.message}`, { cause: error })),
        );
        candidate.on('close', () => {
          if (socket === candidate) {
            dropConnection(new RedisUnavailableError(`${where} closed the connection`));
          }
        });
        candidate.on('data', onData);
        // An idle connection must not keep a finished process (a script, a test) alive; one
        // waiting for replies must (write() and onData() switch it).
        candidate.unref();
        socket = candidate;
        const setup = [];
        if (options.password !== undefined) {
          setup.push(
            options.username !== undefined
              ? ['AUTH', options.username, options.password]
              : ['AUTH', options.password],
          );
        }
        if (options.db) setup.push(['SELECT', options.db]);
        const ready = setup.length > 0 ? write(setup) : Promise.resolve();
        ready.then(
          () => {
            connecting = null;
            resolve();
          },
          (error) => {
            dropConnection(error);
            fail(error);
          },
        );
      });
    });
    return connecting;
  }

  return {
    where,
    async pipeline(commands) {
      if (commands.length === 0) return [];
      await connect();
      if (!socket) throw new RedisUnavailableError(`${where} closed the connection`);
      return write(commands);
    },
    async command(...args) {
      const [reply] = await this.pipeline([args]);
      return reply;
    },
    /** Closes the connection (tests, shutdown); a later command connects again. */
    close() {
      dropConnection(new RedisUnavailableError(`${where}: client closed`));
      failedAt = -Infinity;
    },
  };
}
