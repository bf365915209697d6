import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@/content/languages';
import { env } from '@/lib/platform/env';
import type { SmsTemplate } from './outbox';

/**
 * Template messages through Meta's WhatsApp Business Cloud API
 * (`POST <Graph API>/<phone number id>/messages`, Bearer token): a message outside the 24-hour
 * window must be an approved template, sent as its name, its language (`deterministic`) and the
 * body's parameters in order. The answer's `messages[0].id` (the WAMID) is what the status
 * webhooks name. Configurable (WHATSAPP_API_URL) so tests speak to a local stand-in
 * (e2e/stand-ins/whatsapp.ts).
 */

/** Whether the site sends WhatsApp messages (the phone number id and its secrets are set). */
export const whatsappConfigured = () => Boolean(env.WHATSAPP_PHONE_NUMBER_ID);

/** The approved templates' names, by our template's (docs/features/mobile-check.md lists them). */
export const WHATSAPP_TEMPLATE_NAMES: Record<Exclude<SmsTemplate, 'otp'>, string> = {
  serviceStatus: 'service_status',
  serviceAssigned: 'service_assigned',
  warrantyVerified: 'warranty_verified',
  warrantyRejected: 'warranty_rejected',
  serviceReceived: 'service_received',
};

export class WhatsappError extends Error {}

const TIMEOUT_MS = 10_000;

/** Sends one template message; resolves with its WAMID. Throws WhatsappError otherwise. */
export async function sendWhatsapp(message: {
  to: string;
  template: string;
  language: Language;
  values: readonly string[];
}): Promise<string> {
  const name = WHATSAPP_TEMPLATE_NAMES[message.template as keyof typeof WHATSAPP_TEMPLATE_NAMES];
  if (!whatsappConfigured()) throw new WhatsappError('WHATSAPP_PHONE_NUMBER_ID is not set');
  if (!name) throw new WhatsappError(`no WhatsApp template for "${message.template}"`);
  let response: Response;
  try {
    response = await fetch(`${env.WHATSAPP_API_URL}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env.WHATSAPP_TOKEN}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${message.to}`,
        type: 'template',
        template: {
          name,
          language: { policy: 'deterministic', code: message.language },
          components: [
            {
              type: 'body',
              parameters: message.values.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsappError(`WhatsApp unreachable: ${(error as Error).message}`);
  }
  const data = (await response.json().catch(() => null)) as {
    messages?: { id?: unknown }[];
    error?: { message?: unknown; code?: unknown };
  } | null;
  const id = data?.messages?.[0]?.id;
  if (!response.ok || typeof id !== 'string') {
    const reason = data?.error?.message;
    throw new WhatsappError(
      `WhatsApp refused the message (HTTP ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''})`,
    );
  }
  return id;
}

/**
 * True when the webhook's `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of the raw body
 * with the app secret (compared in constant time).
 */
export function isWebhookSigned(raw: string, header: string | null): boolean {
  const secret = env.WHATSAPP_APP_SECRET;
  const match = /^sha256=([0-9a-f]{64})$/.exec(header ?? '');
  if (!secret || !match) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}
