import { createHmac, randomUUID } from 'node:crypto';
import { SMS_TEMPLATES as EN } from '../../content/mobile-check';

/**
 * A stand-in for Meta's WhatsApp Business Cloud API as lib/text-messages/whatsapp.ts uses it:
 * `POST /<version>/<phone number id>/messages` with the Bearer token, a template message
 * (`messaging_product`, `to`, `type: "template"`, `template.name`, `language.code`, the body's
 * parameters), answered with `messages[0].id` (a WAMID), or `{ error }` for a template it does
 * not have or parameters that do not match it, as Meta refuses them. A moment after taking one
 * it posts a "delivered" status to the site's webhook, signed as Meta signs it
 * (X-Hub-Signature-256: HMAC-SHA256 of the raw body with the app secret). What it took is listed
 * as JSON at GET /whatsapp.
 */
export const WHATSAPP_STAND_IN = {
  version: 'v21.0',
  phoneNumberId: '109876543210987',
  token: 'stand-in-whatsapp-token',
  appSecret: 'stand-in-whatsapp-app-secret',
  verifyToken: 'stand-in-whatsapp-verify-token',
} as const;

/** The approved templates and how many parameters each body has (the same words as the SMS). */
const TEMPLATES: Record<string, number> = {
  service_status: EN.serviceStatus.split('{#var#}').length - 1,
  service_assigned: EN.serviceAssigned.split('{#var#}').length - 1,
  warranty_verified: EN.warrantyVerified.split('{#var#}').length - 1,
  warranty_rejected: EN.warrantyRejected.split('{#var#}').length - 1,
  service_received: EN.serviceReceived.split('{#var#}').length - 1,
};

export interface TakenWhatsapp {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  at: string;
}

/** The body Meta posts for a message's status, and its signature. */
export function signedStatus(wamid: string, status: string, to: string, appSecret: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'stand-in-waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: WHATSAPP_STAND_IN.phoneNumberId },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: to,
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return { body, signature };
}

/** `webhookUrl`: where to post the statuses (none: it posts none). */
export function whatsappCloud(webhookUrl?: string) {
  const messages: TakenWhatsapp[] = [];
  const sendPath = `/${WHATSAPP_STAND_IN.version}/${WHATSAPP_STAND_IN.phoneNumberId}/messages`;
  const refuse = (status: number, message: string) => ({
    status,
    body: { error: { message, type: 'OAuthException', code: status === 401 ? 190 : 132000 } },
  });

  function handle(method: string, url: string, raw: string, authorization?: string) {
    if (method === 'GET' && url === '/whatsapp') return { status: 200, body: messages };
    if (method !== 'POST' || url !== sendPath) return undefined;
    if (authorization !== `Bearer ${WHATSAPP_STAND_IN.token}`)
      return refuse(401, 'Invalid OAuth access token');
    let body: {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: unknown; parameters?: { text?: unknown }[] }[];
      };
    };
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(400, 'Invalid JSON');
    }
    const template = body.template;
    const name = typeof template?.name === 'string' ? template.name : '';
    const parameters = (template?.components?.find((c) => c.type === 'body')?.parameters ?? []).map(
      (p) => String(p.text ?? ''),
    );
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template')
      return refuse(400, 'Not a template message');
    if (typeof body.to !== 'string' || !/^91[6-9]\d{9}$/.test(body.to))
      return refuse(400, 'Invalid recipient');
    if (!(name in TEMPLATES))
      return refuse(404, `Template name does not exist in the translation: ${name}`);
    if (!['en', 'hi'].includes(String(template?.language?.code)))
      return refuse(404, 'Template language not approved');
    if (parameters.length !== TEMPLATES[name])
      return refuse(400, 'Number of parameters does not match the expected number of params');
    const taken: TakenWhatsapp = {
      id: `wamid.${randomUUID().replaceAll('-', '')}`,
      to: body.to,
      template: name,
      language: String(template?.language?.code),
      parameters,
      at: new Date().toISOString(),
    };
    messages.push(taken);
    if (webhookUrl) {
      const { body: status, signature } = signedStatus(
        taken.id,
        'delivered',
        taken.to,
        WHATSAPP_STAND_IN.appSecret,
      );
      setTimeout(() => {
        void fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          body: status,
        }).catch(() => undefined);
      }, 20);
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: taken.to, wa_id: taken.to }],
        messages: [{ id: taken.id }],
      },
    };
  }

  return { messages, handle, url: (origin: string) => `${origin}/${WHATSAPP_STAND_IN.version}` };
}
