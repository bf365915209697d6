import { PRIVACY_TOOL_TEXT } from '@/content/staff-privacy';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** Online payments with Razorpay, receipts, and the payments back-office (accounts). */
export const payments = defineFeature({
  name: 'payments',
  role: 'accounts',
  group: 'payments',
  staffAreas: ['/staff/payments', '/api/staff/payments'],
  menu: [{ href: '/staff/payments', label: T.payments }],
  // Its twin in every other language (/hi/online-payment) too: lib/features outsideSourceKindsFor.
  outsideSources: [{ prefix: '/online-payment', kinds: ['razorpay-checkout'] }],
  numberSeries: { receipt: { prefix: 'RCPT', counter: 'ReceiptCounter' } },
  /** Kept for the accounts: an erasure masks the payer, never the order. */
  personalData: { tables: { payments: PRIVACY_TOOL_TEXT.tables.payments } },
});
