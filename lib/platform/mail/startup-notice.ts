import { env, isLocalUrl, type Env } from '@/lib/platform/env';

/** Where staff read every queued and sent mail (the back-office's Mail page). */
export const MAIL_QUEUE_PATH = '/staff/mail';

/**
 * Start-up's word on mail (lib/features/startup.ts): without SMTP_URL every form still tells its
 * visitor "we have e-mailed you" while the mails only wait in the queue. On a developer's machine
 * (a local SITE_URL) that is said loudly, in a box; on a public site it is a `Warning:` line at
 * every start. Null when mail is configured.
 */
export function mailStartupNotice(
  config: Pick<Env, 'SMTP_URL' | 'SITE_URL'> = env,
): { loud: boolean; text: string } | null {
  if (config.SMTP_URL) return null;
  const queue = `${config.SITE_URL.replace(/\/$/, '')}${MAIL_QUEUE_PATH}`;
  if (!isLocalUrl(config.SITE_URL)) {
    return {
      loud: false,
      text: `Warning: mail is not being sent: SMTP_URL is not set. Every mail the site makes (enquiry copies, newsletter confirmations, staff invitations) waits in the queue, readable by staff at ${queue}; set SMTP_URL and restart, and the queue is sent.`,
    };
  }
  const lines = [
    'MAIL IS NOT BEING SENT: SMTP_URL is not set.',
    'Pages still say "we have e-mailed you"; the mails wait in the queue.',
    `Staff read the queue at ${queue}`,
    'Set SMTP_URL, or try every flow with local stand-ins: npm run start:try',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return {
    loud: true,
    text: [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n'),
  };
}
