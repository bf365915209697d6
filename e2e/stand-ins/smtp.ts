import { SMTPServer } from 'smtp-server';

export interface RecordedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  /** RFC 8058 headers of a newsletter-type mail ('' when absent). */
  listUnsubscribe: string;
  listUnsubscribePost: string;
  text: string;
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/**
 * RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes a header that is
 * not plain ASCII (a Hindi subject), back to text; the space between two encoded words goes.
 */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString(
              charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1',
            )
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );

const header = (headers: string, name: string) =>
  decodeWords(
    new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
      .exec(headers)?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ')
      .trim() ?? '',
  );

/** Reads a single-part text message well enough for tests (nodemailer's plain text mails). */
export function parseMail(raw: string, from: string, to: string[]): RecordedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return {
    from,
    to,
    subject: header(headers, 'Subject'),
    replyTo: header(headers, 'Reply-To'),
    listUnsubscribe: header(headers, 'List-Unsubscribe'),
    listUnsubscribePost: header(headers, 'List-Unsubscribe-Post'),
    text: decodeBody(headers, body).replace(/\r\n/g, '\n'),
  };
}

/**
 * A local SMTP server that accepts every message (no TLS, no auth, as a test relay) and
 * records it, so tests can read what the site sent.
 */
export async function startSmtpStandIn(port = 0) {
  const messages: RecordedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
