import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { db } from '@/lib/platform/db/client';
import { contactRequestSchema } from '@/lib/enquiries/contact-schema';
import { dealerSchema } from '@/lib/enquiries/dealer-schema';
import { POST as contactPost } from './(old-site)/contact/contactsubmit/route';
import { POST as dealerPost } from './(old-site)/dealers/dealersubmit/route';
import { randomClientAddress } from '@/lib/platform/http/testing';

// Random and malformed payloads: never a 5xx, and a stored row exactly when the answer is 201
// for a valid payload. Rows are found by a user agent unique to each request. (No client address
// is sent, so the rate limit does not apply; the captcha is not configured in this file.)
const RUNS = 1000;

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '9876543210',
    '160022',
    'a@b.co',
    '+91 98765-43210',
    '\u0000',
    'x'.repeat(5000),
  ),
);
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const enquiryTypes = fc.array(
  fc.oneof(fc.constantFrom('LED_lights', 'Lithium_Battery', 'other', 'Inverter_And_UPS'), text),
  { maxLength: 6 },
);

const contactBody = fc.oneof(
  fc
    .record(
      {
        enquiry: fc.oneof(enquiryTypes, anyValue),
        name: fc.oneof(text, anyValue),
        mobile: fc.oneof(fc.constantFrom('9876543210', '6000000000'), text),
        email: fc.oneof(fc.emailAddress(), text),
        city: text,
        pincode: fc.oneof(fc.constant('160022'), text),
        message: fc.oneof(text, anyValue),
        website: fc.oneof(fc.constant(''), text),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.json().map(String),
  fc.string({ maxLength: 200 }),
);

const dealerBody = fc.oneof(
  fc.dictionary(fc.constantFrom('name', 'number', 'location', 'website', 'other'), text),
  fc.record({ name: text, number: fc.oneof(text, fc.constant('9876543210')), location: text }),
);

async function rowsFor(table: 'contact' | 'dealer', userAgent: string) {
  return table === 'contact'
    ? db().contactEnquiry.count({ where: { userAgent } })
    : db().dealerEnquiry.count({ where: { userAgent } });
}

const validContact = (raw: string) => {
  try {
    const value: unknown = JSON.parse(raw);
    const website = (value as { website?: unknown } | null)?.website;
    return !website && contactRequestSchema.safeParse(value).success;
  } catch {
    return false;
  }
};

afterAll(() => db().$disconnect());

describe('enquiry endpoints under random input', () => {
  it(`contact: ${RUNS} payloads, never 5xx, rows only for valid input`, async () => {
    await fc.assert(
      fc.asyncProperty(contactBody, async (raw) => {
        const userAgent = `fuzz-${randomUUID()}`;
        const response = await contactPost(
          new Request('http://localhost/api/contact/contactsubmit', {
            method: 'POST',
            body: raw,
            headers: {
              'content-type': 'application/json',
              'user-agent': userAgent,
              'x-forwarded-for': randomClientAddress(),
            },
          }),
        );
        expect(response.status).toBeLessThan(500);
        const valid = validContact(raw);
        expect(await rowsFor('contact', userAgent)).toBe(valid ? 1 : 0);
        if (!valid) expect([201, 400, 413, 422]).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);

  it(`dealers: ${RUNS} payloads, never 5xx, rows only for valid input`, async () => {
    await fc.assert(
      fc.asyncProperty(
        dealerBody,
        fc.boolean(),
        async (fields: Record<string, string>, urlEncoded) => {
          const userAgent = `fuzz-${randomUUID()}`;
          let body: BodyInit = new URLSearchParams(fields);
          if (!urlEncoded) {
            const form = new FormData();
            for (const [k, v] of Object.entries(fields)) form.set(k, v);
            body = form;
          }
          const response = await dealerPost(
            new Request('http://localhost/api/dealers/dealersubmit', {
              method: 'POST',
              body,
              headers: { 'user-agent': userAgent, 'x-forwarded-for': randomClientAddress() },
            }),
          );
          expect(response.status).toBeLessThan(500);
          // A form-encoded body is what another site's page can post without a preflight.
          if (urlEncoded) expect(response.status).toBe(415);
          const valid =
            !urlEncoded && !fields.website?.trim() && dealerSchema.safeParse(fields).success;
          expect(await rowsFor('dealer', userAgent)).toBe(valid ? 1 : 0);
        },
      ),
      { numRuns: RUNS },
    );
  }, 180_000);
});
