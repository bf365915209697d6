import { randomInt } from 'node:crypto';

/**
 * For tests: a fresh private client address (10.0.0.0/8: sixteen million, so that two of the
 * suite's draws, or a draw and a fixed address of another test in 198.18.0.0/15, practically
 * never meet and couple their per-address limits). Requests without one share the limited
 * "unknown" bucket, like anonymous requests in production.
 */
export const randomClientAddress = () =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * For tests: a form as a client sends it over the network, its multipart bytes in 64 KB chunks
 * (with its content type), rather than as a FormData object. A handler that stops reading a body
 * over its limit then cancels a stream as it would in the server (Node 24's fetch fails on
 * cancelling a FormData body it made itself, which no request from a client ever is).
 */
export async function sentAsClient(
  form: FormData,
): Promise<{ body: ReadableStream<Uint8Array>; type: string }> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 65_536) {
        controller.enqueue(bytes.subarray(at, at + 65_536));
      }
      controller.close();
    },
  });
  return { body, type: encoded.headers.get('content-type') ?? '' };
}
