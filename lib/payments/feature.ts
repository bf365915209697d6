import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { localPath, TRANSLATED_LANGUAGES } from '@/content/languages';
import { defineFeature } from '@/lib/platform/feature';

const PAGE = '/online-payment';

/** Online payments with Razorpay, receipts, and the payments back-office (accounts). */
export const payments = defineFeature({
  name: 'payments',
  role: 'accounts',
  group: 'payments',
  staffAreas: ['/staff/payments', '/api/staff/payments'],
  menu: [{ href: '/staff/payments', label: T.payments }],
  // The page and its twin in every other language (/hi/online-payment) load checkout.
  outsideSources: [PAGE, ...TRANSLATED_LANGUAGES.map((language) => localPath(PAGE, language))].map(
    (prefix) => ({ prefix, kinds: ['razorpay-checkout'] as const }),
  ),
  numberSeries: { receipt: { prefix: 'RCPT', counter: 'ReceiptCounter' } },
  /** Kept for the accounts: an erasure masks the payer, never the order. */
  personalData: { tables: ['payments'] },
});
