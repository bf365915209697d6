import { randomUUID } from 'node:crypto';
import { SMS_TEMPLATES as EN } from '../../content/mobile-check';
import { SMS_TEMPLATES as HI } from '../../content/hi/mobile-check';

/**
 * A stand-in for an Indian SMS gateway, speaking Exotel's SMS API as lib/mobile-check/sms.ts
 * uses it: `POST /v1/Accounts/<sid>/Sms/send.json`, HTTP Basic with the API key and token,
 * form-encoded `From`, `To`, `Body`, `DltEntityId`, `DltTemplateId`, `SmsType`, `EncodingType`;
 * answered `{ SMSMessage: { Sid, Status: "queued", … } }`, or a RestException for a refusal.
 * Like the operators' DLT scrubbing, it refuses a message without the DLT ids or whose text is
 * not one of the registered templates with its values filled in. What it took is listed as JSON
 * at GET /sms (tests in other processes read the codes there).
 */
export const SMS_STAND_IN = {
  accountSid: 'standin',
  key: 'stand-in-sms-key',
  token: 'stand-in-sms-token',
  sender: 'SMPLEN',
  entityId: '1101234567890123456',
} as const;

export interface TakenSms {
  sid: string;
  statusCallback: string;
  from: string;
  to: string;
  body: string;
  entityId: string;
  templateId: string;
  encoding: string;
  at: string;
}

export interface SmsGatewayAnswer {
  status: number;
  body: unknown;
}

/** `templates`: each registered template id and its text (`{#var#}` where a value goes). */
export function smsGateway(templates: Record<string, string>) {
  const messages: TakenSms[] = [];
  const sendPath = `/v1/Accounts/${SMS_STAND_IN.accountSid}/Sms/send.json`;
  const expectedAuth = `Basic ${Buffer.from(`${SMS_STAND_IN.key}:${SMS_STAND_IN.token}`).toString('base64')}`;
  const refuse = (status: number, message: string): SmsGatewayAnswer => ({
    status,
    body: { RestException: { Status: status, Message: message } },
  });
  const fits = (template: string, body: string) => {
    const parts = template
      .split('{#var#}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.{1,30}')}$`, 's').test(body);
  };

  function handle(method: string, url: string, body: string, authorization?: string) {
    if (method === 'GET' && url === '/sms') return { status: 200, body: messages };
    if (method !== 'POST' || url !== sendPath) return undefined;
    if (authorization !== expectedAuth) return refuse(401, 'Authentication required');
    const form = new URLSearchParams(body);
    const field = (name: string) => form.get(name) ?? '';
    if (field('From') !== SMS_STAND_IN.sender)
      return refuse(400, 'From is not a registered header');
    if (!/^\+91[6-9]\d{9}$/.test(field('To'))) return refuse(400, 'To is not a valid number');
    if (field('DltEntityId') !== SMS_STAND_IN.entityId) return refuse(400, 'DltEntityId mismatch');
    const template = templates[field('DltTemplateId')];
    if (template === undefined) return refuse(400, 'DltTemplateId is not registered');
    if (!fits(template, field('Body'))) return refuse(400, 'Body does not match the template');
    const taken: TakenSms = {
      sid: randomUUID().replaceAll('-', ''),
      from: field('From'),
      to: field('To'),
      body: field('Body'),
      entityId: field('DltEntityId'),
      templateId: field('DltTemplateId'),
      encoding: field('EncodingType'),
      statusCallback: field('StatusCallback'),
      at: new Date().toISOString(),
    };
    messages.push(taken);
    // The delivery report, as operators send it a moment later, to the message's StatusCallback.
    const callback = field('StatusCallback');
    if (callback) {
      setTimeout(() => {
        void fetch(callback, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            SmsSid: taken.sid,
            To: taken.to,
            Status: 'delivered',
            DetailedStatus: 'DELIVERED_TO_HANDSET',
            DetailedStatusCode: '20000',
            DateUpdated: new Date().toISOString(),
          }),
        }).catch(() => undefined);
      }, 20);
    }
    return {
      status: 200,
      body: { SMSMessage: { Sid: taken.sid, Status: 'queued', To: taken.to, From: taken.from } },
    };
  }

  return {
    messages,
    handle,
    url: (origin: string) => `${origin}/v1/Accounts/${SMS_STAND_IN.accountSid}`,
  };
}

/** The DLT template ids the e2e site is configured with (SMS_DLT_TEMPLATE_IDS). */
export const STAND_IN_TEMPLATE_IDS = {
  'otp.en': '1107000000000000001',
  'otp.hi': '1107000000000000002',
  'serviceStatus.en': '1107000000000000003',
  'serviceStatus.hi': '1107000000000000004',
  'serviceAssigned.en': '1107000000000000005',
  'serviceAssigned.hi': '1107000000000000006',
  'warrantyVerified.en': '1107000000000000007',
  'warrantyVerified.hi': '1107000000000000008',
  'warrantyRejected.en': '1107000000000000009',
  'warrantyRejected.hi': '1107000000000000010',
  'serviceReceived.en': '1107000000000000011',
  'serviceReceived.hi': '1107000000000000012',
} as const;

/** The stand-in with the site's own templates registered under STAND_IN_TEMPLATE_IDS. */
export const standInSmsGateway = () =>
  smsGateway(
    Object.fromEntries(
      Object.entries(STAND_IN_TEMPLATE_IDS).map(([name, id]) => {
        const [template, language] = name.split('.') as [keyof typeof EN, 'en' | 'hi'];
        return [id, (language === 'hi' ? HI : EN)[template]];
      }),
    ),
  );
