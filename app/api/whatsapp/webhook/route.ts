import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { handler, HttpError, json, readText } from '@/lib/platform/http';
import { stopTextUpdates } from '@/lib/features/server';
import { recordWhatsappStatus } from '@/lib/text-messages/outbox';
import { isWebhookSigned } from '@/lib/text-messages/whatsapp';

const WEBHOOK_LIMIT = 256 * 1024;

/** Words a customer may send the business number to stop the updates. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'रोकें', 'बंद']);

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Meta's webhook handshake: echoes hub.challenge when hub.verify_token is ours (403 otherwise).
export const GET = handler(async (request: Request) => {
  const query = new URL(request.url).searchParams;
  const token = query.get('hub.verify_token') ?? '';
  const verify = env.WHATSAPP_VERIFY_TOKEN;
  if (query.get('hub.mode') !== 'subscribe' || !verify || !same(token, verify)) {
    throw new HttpError(403, 'This webhook does not know that verify token.');
  }
  return new Response(query.get('hub.challenge') ?? '', {
    status: 200,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  });
});

interface Change {
  value?: {
    statuses?: { id?: unknown; status?: unknown; errors?: { title?: unknown }[] }[];
    messages?: { from?: unknown; type?: unknown; text?: { body?: unknown } }[];
  };
}

// Message statuses and customers' messages, signed over the raw body with the app secret
// (X-Hub-Signature-256): a status moves its message's state forward; STOP ends the updates.
export const POST = handler(async (request: Request) => {
  const raw = await readText(request, WEBHOOK_LIMIT);
  if (!isWebhookSigned(raw, request.headers.get('x-hub-signature-256'))) {
    throw new HttpError(403, 'This webhook call is not signed with the app secret.');
  }
  let payload: { entry?: { changes?: Change[] }[] };
  try {
    payload = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The webhook body is not JSON.');
  }
  const changes = (payload.entry ?? []).flatMap((entry) => entry.changes ?? []);
  for (const { value } of changes) {
    for (const status of value?.statuses ?? []) {
      if (typeof status.id !== 'string' || typeof status.status !== 'string') continue;
      const title = status.errors?.[0]?.title;
      await recordWhatsappStatus(
        status.id,
        status.status,
        typeof title === 'string' ? title : undefined,
      );
    }
    for (const message of value?.messages ?? []) {
      const text = message.type === 'text' ? message.text?.body : undefined;
      const from = typeof message.from === 'string' ? message.from : '';
      if (typeof text !== 'string' || !STOP_WORDS.has(text.trim().toUpperCase())) continue;
      if (/^91[6-9]\d{9}$/.test(from)) await stopTextUpdates(from.slice(2), 'whatsapp');
    }
  }
  return json({ ok: true });
});
