import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import * as en from '../../content/customer-account';
import { PAYMENT_PURPOSES } from '../../content/payment';
import * as hi from '../../content/hi/customer-account';
import { sql } from './db';
import { expect } from './fixtures';
import { confirmMobile } from './mobile-check';

/** A mobile number of this run's own (the codes one number is sent are limited). */
export const freshMobile = () => `6${String(randomInt(1e9)).padStart(9, '0')}`;

export interface SeededCustomer {
  mobile: string;
  ticket: string;
  warrantyNumber: string;
  receiptNumber: string;
  publicNote: string;
  internalNote: string;
}

/**
 * One customer's records, written straight into the site's database: a warranty registration, a
 * service request with a public and an internal note, and a paid order with its receipt.
 */
export async function seedCustomer(mobile: string): Promise<SeededCustomer> {
  const tag = randomBytes(4).toString('hex');
  const sequence = randomInt(1, 999_999);
  const ticket = `SR/2097-98/${String(sequence).padStart(6, '0')}`;
  const warrantyNumber = `WR/2097-98/E${tag}`;
  const receiptNumber = `RCPT/2097-98/E${tag}`;
  const publicNote = `The engineer comes on Monday ${tag}`;
  const internalNote = `Customer sounded annoyed ${tag}`;
  const email = `account-${tag}@example.com`;
  await sql(
    `INSERT INTO "WarrantyRegistration" (id, number, "financialYear", sequence, "productLine", "modelCode",
       serial, "purchasedOn", "warrantyEndsOn", "invoiceKey", name, mobile, email, pincode)
     VALUES (gen_random_uuid(), $1, '2097-98', $2, 'inverter-ups', 'IU-1100', $3, '2026-01-10',
       '2028-01-10', '', 'Customer', $4, $5, '411001')`,
    [warrantyNumber, randomInt(1, 2e9), `SN-E2E-${tag}`, mobile, email],
  );
  const [request] = await sql<{ id: string }>(
    `INSERT INTO "ServiceRequest" (id, ticket, "financialYear", sequence, "productLine", "modelCode",
       category, description, address, pincode, name, mobile, email, "updatedAt")
     VALUES (gen_random_uuid(), $1, '2097-98', $2, 'inverter-ups', 'IU-1100', 'backup',
       'Backup lasts ten minutes.', '12 MG Road, Pune', '411001', 'Customer', $3, $4, now())
     RETURNING id`,
    [ticket, sequence, mobile, email],
  );
  await sql(
    `INSERT INTO "ServiceRequestEvent" (id, "requestId", kind, status, note, public, actor) VALUES
       (gen_random_uuid(), $1, 'status', 'received', NULL, true, 'system'),
       (gen_random_uuid(), $1, 'note', NULL, $2, true, 'staff@example.com'),
       (gen_random_uuid(), $1, 'note', NULL, $3, false, 'staff@example.com')`,
    [request!.id, publicNote, internalNote],
  );
  const [order] = await sql<{ id: string }>(
    `INSERT INTO "PaymentOrder" (id, "razorpayOrderId", "amountPaise", purpose, name, email, phone, status, "paidAt")
     VALUES (gen_random_uuid(), $1, 150050, $4, 'Customer', $2, $3, 'PAID', now())
     RETURNING id`,
    [`order_e2e${tag}`, email, mobile, PAYMENT_PURPOSES[0]],
  );
  await sql(
    `INSERT INTO "Receipt" (id, number, "financialYear", sequence, "orderId", "paymentId", "amountPaise", "downloadToken")
     VALUES (gen_random_uuid(), $1, '2097-98', $2, $3, $4, 150050, $5)`,
    [
      receiptNumber,
      randomInt(1, 2e9),
      order!.id,
      `pay_e2e${tag}`,
      randomBytes(32).toString('base64url'),
    ],
  );
  return { mobile, ticket, warrantyNumber, receiptNumber, publicNote, internalNote };
}

/** Signs in on /my-account (or /hi/my-account) with the code the SMS stand-in took. */
export async function signInToAccount(page: Page, mobile: string, language: 'en' | 'hi' = 'en') {
  const T = (language === 'hi' ? hi : en).CUSTOMER_ACCOUNT_TEXT;
  await page.goto(language === 'hi' ? '/hi/my-account' : '/my-account');
  await page.getByLabel(T.mobile, { exact: true }).fill(mobile);
  await confirmMobile(page, mobile, language);
  await page.getByRole('button', { name: T.open }).click();
  const message = page.getByTestId('account-message');
  await expect(message).toHaveText(T.signedInAs(`${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`));
  await expect(message).toBeFocused();
}
