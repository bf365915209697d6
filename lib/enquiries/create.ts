import { CONTACT_MAIL as C } from '@/content/contact';
import { DEALER_MAIL as D } from '@/content/dealers';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/platform/db/generated/client';
import { uuid7 } from '@/lib/platform/db/ids';
import { isUniqueViolation, retryOnceIfConnectionLost } from '@/lib/platform/db/outage';
import { env } from '@/lib/platform/env';
import type { ClientInfo } from '@/lib/platform/http/client';
import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { deliverSoon, insertWithMail } from '@/lib/platform/mail';
import type { ContactInput } from './contact-schema';
import type { DealerInput } from './dealer-schema';
import { enquiryTypeLabel } from './messages';

const lines = (pairs: [string, string | null][]) =>
  pairs.map(([label, value]) => `${label}: ${value ?? C.unknown}`).join('\n');

export function contactMailText(input: ContactInput, client: ClientInfo, at: Date): string {
  return `${lines([
    [C.labels.enquiry, input.enquiry.map(enquiryTypeLabel).join(', ')],
    [C.labels.name, input.name],
    [C.labels.mobile, input.mobile],
    [C.labels.email, input.email],
    [C.labels.city, input.city],
    [C.labels.pincode, input.pincode],
    [C.labels.received, at.toISOString()],
    [C.labels.from, client.ip],
  ])}\n\n${C.message}\n${input.message}\n`;
}

/**
 * Runs an enquiry's write (the enquiry and its queued mail, one statement), once more if a dropped
 * connection cut the first attempt. The id is chosen up front, so when the first attempt did
 * commit but its answer was lost, the retry fails on that id and counts as stored: never twice.
 */
async function storeOnce(write: (id: string) => Promise<unknown>): Promise<{ id: string }> {
  const id = uuid7();
  await retryOnceIfConnectionLost(() => write(id), {
    isDuplicate: isUniqueViolation,
    onDuplicate: async () => undefined,
  });
  deliverSoon();
  return { id };
}

/** The language of the page an enquiry was sent from (its mail to sales stays English). */
type Posted = { language: Language };
const ENGLISH: Posted = { language: DEFAULT_LANGUAGE };

/**
 * Stores a contact enquiry, with the language of the page it was sent from, and queues its e-mail
 * to sales in one statement (both or neither): with the rate limit's, the request's only round
 * trips to the database. The sales desk reads English, whatever the page's language.
 */
export function createContactEnquiry(input: ContactInput, client: ClientInfo, posted = ENGLISH) {
  return storeOnce((id) => {
    const at = new Date();
    return insertWithMail(
      db(),
      Prisma.sql`INSERT INTO "ContactEnquiry" ("id", "types", "name", "mobile", "email", "city",
          "pincode", "message", "ip", "userAgent", "language", "createdAt")
        VALUES (${id}::uuid, ${input.enquiry}::varchar(40)[], ${input.name}, ${input.mobile},
          ${input.email}, ${input.city}, ${input.pincode}, ${input.message}, ${client.ip},
          ${client.userAgent}, ${posted.language}, ${at.toISOString()}::timestamptz)`,
      {
        kind: 'contact-enquiry',
        to: env.SALES_EMAIL,
        replyTo: input.email,
        subject: C.subject(input.name, input.city),
        text: contactMailText(input, client, at),
      },
    );
  });
}

/**
 * Stores a dealer enquiry, with the language of the page it was sent from, and queues its
 * (English) e-mail to sales in one statement (both or neither).
 */
export function createDealerEnquiry(input: DealerInput, client: ClientInfo, posted = ENGLISH) {
  return storeOnce((id) => {
    const at = new Date();
    return insertWithMail(
      db(),
      Prisma.sql`INSERT INTO "DealerEnquiry" ("id", "name", "number", "location", "ip",
          "userAgent", "language", "createdAt")
        VALUES (${id}::uuid, ${input.name}, ${input.number}, ${input.location}, ${client.ip},
          ${client.userAgent}, ${posted.language}, ${at.toISOString()}::timestamptz)`,
      {
        kind: 'dealer-enquiry',
        to: env.SALES_EMAIL,
        subject: D.subject(input.name),
        text: `${lines([
          [D.labels.name, input.name],
          [D.labels.mobile, input.number],
          [D.labels.location, input.location],
          [D.labels.received, at.toISOString()],
          [D.labels.from, client.ip],
        ])}\n`,
      },
    );
  });
}
