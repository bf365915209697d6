import { site } from './site';

const SUPPORT = site.phones.find((p) => p.label === 'Support') ?? site.phones[0]!;

/** How long a code sent by SMS works, and how long before another may be sent to the number. */
export const MOBILE_CODE = { minutes: 10, resendSeconds: 60, tries: 5, digits: 6 } as const;

/**
 * The mobile-number check of the service request and warranty forms (lib/mobile-check): a
 * six-digit code sent by SMS, typed back on the form. Shared by the browser and the API.
 */
export const MOBILE_CHECK_TEXT = {
  legend: 'Confirm your mobile number',
  send: 'Send code by SMS',
  resend: 'Send a new code',
  sending: 'Sending…',
  codeLabel: 'Code from the SMS',
  confirm: 'Confirm',
  confirming: 'Checking…',
  sent: (masked: string) =>
    `We sent a ${MOBILE_CODE.digits}-digit code to ${masked}. It works for ${MOBILE_CODE.minutes} minutes.`,
  confirmed: (masked: string) => `Mobile number ${masked} confirmed.`,
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
  /** Shown on the form when the site sends no text messages (no SMS gateway configured). */
  off: 'We send no text messages just now: your mobile number is taken without a code, and updates come by e-mail.',
  /** The consent asked on the service request form (TRAI; the tracking page takes it back). */
  smsUpdates: 'Send me updates on this request by SMS too',
  /** Meta's opt-in: it names WhatsApp and the business. */
  whatsappUpdates: `Send me updates on this request on WhatsApp from ${site.shortName} too`,
  /** The same consents on the warranty form: they cover the decision on the invoice. */
  warrantySmsUpdates: 'Tell me by SMS too when my invoice has been checked',
  warrantyWhatsappUpdates: `Tell me on WhatsApp from ${site.shortName} too when my invoice has been checked`,
} as const;

export const MOBILE_CHECK_MESSAGES = {
  mobile: 'Enter a valid 10-digit Indian mobile number starting with 6-9.',
  purpose: 'This form does not confirm mobile numbers.',
  codeFormat: `Enter the ${MOBILE_CODE.digits}-digit code from the SMS.`,
  sentAnswer: 'Code sent.',
  confirmedAnswer: 'Mobile number confirmed.',
  /** The code typed is not the one sent (tries remain). */
  wrong: 'That code is not right. Check the SMS and try again.',
  /** No code is waiting for this number: none sent, expired, used or tried too often. */
  expired: 'This code has expired or was tried too often. Ask for a new code.',
  /** Too many codes for this number, this device or the whole site. */
  tooMany: (seconds: number) =>
    `Too many codes asked for. Please try again in ${waitText(seconds)}.`,
  off: 'We send no text messages just now. Send the form without a code.',
  failed: `We could not send the SMS just now. Please try again in a minute, or call us on ${SUPPORT.display}.`,
  /** The form was sent without confirming the number (while SMS is on). */
  required: 'Please confirm your mobile number with the code we send by SMS.',
  /** The form's proof does not match its number, or was used already. */
  stale:
    'Please confirm this mobile number again: the code was for another number, or was used already.',
} as const;

/** Minutes when it is a minute or more, else seconds. */
function waitText(seconds: number) {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
}

/**
 * The SMS texts, exactly as registered as DLT content templates (TRAI): `{#var#}` is where the
 * gateway's text carries a value. docs/features/mobile-check.md lists them with their names.
 */
export const SMS_TEMPLATES = {
  otp: `{#var#} is your code to confirm your mobile number with ${site.shortName}. It works for ${MOBILE_CODE.minutes} minutes. Do not share it with anyone.`,
  /** A service request's new status: its ticket, the status. */
  serviceStatus: `${site.shortName}: your service request {#var#} is now: {#var#}. Follow it on our website with its ticket number.`,
  /**
   * A new request still waiting for its centre: the ticket, the promised days (lib/service/promise.ts)
   * a centre is chosen by and calls by.
   */
  serviceReceived: `${site.shortName}: your service request {#var#} is received. We choose a service centre by {#var#}; it calls you by {#var#}.`,
  /** The service centre chosen: the ticket, the centre's name, its phone. */
  serviceAssigned: `${site.shortName}: your service request {#var#} is with {#var#}, phone {#var#}. They will call you to fix a visit.`,
  /** A warranty registration verified: its number, the model, the last day of cover. */
  warrantyVerified: `${site.shortName}: your warranty registration {#var#} for {#var#} is verified. It covers you until {#var#}.`,
  /** A warranty registration rejected: its number, the reason (the check page has it in full). */
  warrantyRejected: `${site.shortName}: we could not accept the invoice of warranty registration {#var#}: {#var#}. Please write to ${site.emails.info} with a clear copy of it.`,
} as const;

/** The longest value DLT lets a template's `{#var#}` carry. */
export const SMS_VALUE_MAX = 30;
