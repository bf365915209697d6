// Jest helpers: named *.jest.ts, so the production build's type check leaves them out.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { PAYMENT_PURPOSES } from '@/content/payment';
import { confirmCode, sendCode } from '@/lib/mobile-check/codes';
import type { Purpose } from '@/lib/mobile-check/purposes';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';

export const testClient = () => ({ ip: randomClientAddress(), userAgent: 'jest' });

/** A confirmed proof for the number and purpose, through the SMS stand-in (started by the caller). */
export async function proofFor(
  mobile: string,
  codeFor: (mobile: string) => string,
  purpose: Purpose = 'customer-account',
): Promise<string> {
  await sendCode(mobile, purpose, 'en', testClient());
  return (await confirmCode(mobile, purpose, codeFor(mobile))).proof;
}

export interface SeededCustomer {
  mobile: string;
  ticket: string;
  warrantyNumber: string;
  receiptId: string;
  receiptNumber: string;
  publicNote: string;
  internalNote: string;
}

/**
 * One customer's records: a warranty registration, a service request with a public and an
 * internal note, and a paid order with its receipt, all with the number.
 */
export async function seedCustomer(mobile: string): Promise<SeededCustomer> {
  const tag = randomUUID().slice(0, 8);
  const sequence = randomInt(1, 999_999);
  const ticket = `SR/2098-99/${String(sequence).padStart(6, '0')}`;
  const warrantyNumber = `WR/2098-99/C${sequence}${tag}`.slice(0, 30);
  const publicNote = `Public note ${tag}`;
  const internalNote = `Internal note ${tag}`;
  await db().warrantyRegistration.create({
    data: {
      number: warrantyNumber,
      financialYear: '2098-99',
      sequence: randomInt(1, 2e9),
      productLine: 'inverter-ups',
      modelCode: 'IU-1100',
      serial: `SN-CA-${tag}-${sequence}`,
      purchasedOn: new Date('2026-01-10'),
      warrantyEndsOn: new Date('2028-01-10'),
      invoiceKey: '',
      name: 'Customer',
      mobile,
      email: `c-${tag}@example.com`,
      pincode: '411001',
    },
  });
  await db().serviceRequest.create({
    data: {
      ticket,
      financialYear: '2098-99',
      sequence,
      productLine: 'inverter-ups',
      modelCode: 'IU-1100',
      category: 'backup',
      description: 'Backup lasts ten minutes.',
      address: '12 MG Road, Pune',
      pincode: '411001',
      name: 'Customer',
      mobile,
      email: `c-${tag}@example.com`,
      events: {
        create: [
          { kind: 'status', status: 'received', public: true, actor: 'system' },
          { kind: 'note', note: publicNote, public: true, actor: 'staff@example.com' },
          { kind: 'note', note: internalNote, public: false, actor: 'staff@example.com' },
        ],
      },
    },
  });
  const order = await db().paymentOrder.create({
    data: {
      razorpayOrderId: `order_ca${tag}${sequence}`,
      amountPaise: 150_050,
      purpose: PAYMENT_PURPOSES[0],
      name: 'Customer',
      email: `c-${tag}@example.com`,
      phone: mobile,
      status: 'PAID',
      paidAt: new Date(),
    },
  });
  const receiptNumber = `RCPT/2098-99/${tag}`;
  const receipt = await db().receipt.create({
    data: {
      number: receiptNumber,
      financialYear: '2098-99',
      sequence: randomInt(1, 2e9),
      orderId: order.id,
      paymentId: `pay_ca${tag}${sequence}`,
      amountPaise: 150_050,
      downloadToken: randomBytes(32).toString('base64url'),
    },
  });
  return {
    mobile,
    ticket,
    warrantyNumber,
    receiptId: receipt.id,
    receiptNumber,
    publicNote,
    internalNote,
  };
}
