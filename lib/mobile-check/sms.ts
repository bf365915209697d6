import type { Language } from '@/content/languages';
import { env } from '@/lib/platform/env';

/**
 * Text messages through an Indian SMS gateway, spoken in Exotel's SMS API
 * (`POST <account>/Sms/send.json`, HTTP Basic with the API key and token, form-encoded): the
 * DLT sender header, the company's DLT entity id and the content template id of each message
 * travel with it, as TRAI's rules require; a text that is not the registered template with its
 * values filled in is dropped by the operator. Configurable (SMS_API_URL), so tests speak to a
 * local stand-in of the same protocol (e2e/stand-ins/sms-gateway.ts).
 */

/** Whether the site sends text messages (every SMS_* setting is there: lib/platform/env.ts). */
export const smsConfigured = () => Boolean(env.SMS_API_URL);

export interface SmsMessage {
  /** Ten digits, an Indian mobile number. */
  to: string;
  /** The registered template's name (content/mobile-check.ts, SMS_TEMPLATES). */
  template: string;
  language: Language;
  /** The template's text with its values filled in. */
  body: string;
  /** Where the gateway reports the message's delivery (Exotel's StatusCallback). */
  statusCallback?: string;
}

export class SmsError extends Error {}

/** The DLT template id of a message in a language, from SMS_DLT_TEMPLATE_IDS. */
export function templateId(template: string, language: Language): string {
  const id = env.SMS_DLT_TEMPLATE_IDS?.[`${template}.${language}`];
  if (!id) throw new SmsError(`SMS_DLT_TEMPLATE_IDS has no id for "${template}.${language}"`);
  return id;
}

/** How long the gateway may take to answer before the send counts as failed. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Hands one message to the gateway; resolves with the gateway's message id. Throws SmsError
 * when it is not configured, refuses the message or cannot be reached in time.
 */
export async function sendSms(message: SmsMessage): Promise<string> {
  if (!env.SMS_API_URL) throw new SmsError('SMS_API_URL is not set');
  const form = new URLSearchParams({
    From: env.SMS_SENDER!,
    To: `+91${message.to}`,
    Body: message.body,
    DltEntityId: env.SMS_DLT_ENTITY_ID!,
    DltTemplateId: templateId(message.template, message.language),
    SmsType: 'transactional',
    // Devanagari needs UCS-2; plain English goes as GSM text (cheaper, 160 characters a part).
    EncodingType: /^[\x20-\x7e\n]*$/.test(message.body) ? 'plain' : 'unicode',
    ...(message.statusCallback ? { StatusCallback: message.statusCallback } : {}),
  });
  const auth = Buffer.from(`${env.SMS_API_KEY}:${env.SMS_API_TOKEN}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${env.SMS_API_URL}/Sms/send.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${auth}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsError(`SMS gateway unreachable: ${(error as Error).message}`);
  }
  const data = (await response.json().catch(() => null)) as {
    SMSMessage?: { Sid?: unknown; Status?: unknown };
    RestException?: { Message?: unknown };
  } | null;
  const sid = data?.SMSMessage?.Sid;
  if (!response.ok || typeof sid !== 'string') {
    const reason = data?.RestException?.Message;
    throw new SmsError(
      `SMS gateway refused the message (HTTP ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''})`,
    );
  }
  return sid;
}
