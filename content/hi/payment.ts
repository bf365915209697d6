import * as en from '../payment';
import type { Words } from '../words-type';
import { site } from './site';

/**
 * Words of the online payment page (spec §2, §5, §8) and its API answers, in Hindi.
 * PAYMENT_PURPOSES are the options a payer reads, paired with the English list by position
 * (the English item is what the order stores and the API accepts).
 */
export const PAYMENT_PURPOSES: Words<typeof en.PAYMENT_PURPOSES> = [
  `${site.brands.lithium} - लिथियम बैटरी की ख़रीद`,
  `${site.brands.lights} - लाइट / अन्य ख़रीद`,
];

export const DEFAULT_PURPOSE = PAYMENT_PURPOSES[0];

export const PAYMENT_MESSAGES: Words<typeof en.PAYMENT_MESSAGES> = {
  fillAll: 'कृपया सभी ख़ाने भरें।',
  invalidEmail: 'कृपया सही ई-मेल पता लिखें।',
  invalidPhone: 'कृपया 10 अंकों का सही फ़ोन नंबर लिखें।',
  invalidAmount: 'कृपया सही राशि लिखें।',
  nameTooLong: 'कृपया ज़्यादा से ज़्यादा 100 अक्षरों का नाम लिखें।',
  nameCharacters: 'कृपया अपने नाम से असामान्य अक्षर हटा दें।',
  invalidPurpose: 'कृपया भुगतान का उद्देश्य चुनें।',
  amountRange: (max: string) => `राशि ₹1.00 से ${max} के बीच होनी चाहिए।`,
  orderCreated: 'ऑर्डर बन गया है।',
  orderFailed: 'ऑर्डर नहीं बन सका।',
  initiateFailed: 'भुगतान शुरू नहीं हो सका।',
  providerUnreachable: 'भुगतान सेवा से संपर्क नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
  providerRefused: 'भुगतान सेवा ने ऑर्डर स्वीकार नहीं किया। कृपया बाद में फिर से कोशिश करें।',
  unavailable: 'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। भुगतान के लिए कृपया हमसे संपर्क करें।',
  verified: 'भुगतान की पुष्टि हो गई है।',
  badSignature: 'भुगतान का सिग्नेचर सही नहीं है।',
  unknownOrder: 'यह ऑर्डर हमारे पास नहीं है।',
  notCaptured: 'इस ऑर्डर का भुगतान अभी प्राप्त नहीं हुआ है।',
  amountMismatch: 'चुकाई गई राशि ऑर्डर की राशि से मेल नहीं खाती।',
  alreadyPaid: 'इस ऑर्डर का भुगतान किसी दूसरे भुगतान से पहले ही हो चुका है।',
  invalidVerification: 'भुगतान का विवरण अधूरा है।',
  paymentFailedAlert: 'भुगतान नहीं हो सका: ',
  verificationFailedAlert: 'भुगतान की पुष्टि नहीं हो सकी: ',
  serverError: 'सर्वर में गड़बड़ी हुई।',
  receiptFailed: 'रसीद नहीं बन सकी। कृपया फिर से कोशिश करें।',
  receiptNotFound: 'रसीद नहीं मिली।',
  receiptLanguage: 'रसीद केवल अंग्रेज़ी (lang=en) या हिन्दी (lang=hi) में डाउनलोड की जा सकती है।',
};

export const PAYMENT_PAGE: Words<typeof en.PAYMENT_PAGE> = {
  hero: 'सुरक्षित भुगतान',
  lead: 'अपने ऑर्डर का भुगतान ऑनलाइन करें और तुरंत अपनी रसीद डाउनलोड करें।',
  badge: '256-बिट SSL एन्क्रिप्शन, PCI DSS मानकों के अनुरूप',
  steps: ['आपकी जानकारी', 'भुगतान का विवरण', 'रसीद'],
  stepsLabel: 'भुगतान के चरण',
  labels: {
    name: 'पूरा नाम',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    purpose: 'भुगतान का उद्देश्य',
    amount: 'राशि (₹)',
  },
  placeholders: {
    name: 'आपका पूरा नाम',
    email: en.PAYMENT_PAGE.placeholders.email,
    phone: '10 अंकों का मोबाइल नंबर',
  },
  continue: 'भुगतान के लिए आगे बढ़ें',
  back: 'पीछे',
  pay: (amount: string) => `${amount} का भुगतान करें`,
  payEmpty: 'भुगतान करें',
  processing: 'भुगतान हो रहा है...',
  receiptTitle: 'भुगतान मिल गया: आपकी रसीद',
  receiptFields: {
    receipt_id: 'रसीद नंबर',
    payment_id: 'भुगतान ID',
    order_id: 'ऑर्डर ID',
    amount: 'राशि',
    purpose: 'उद्देश्य',
    name: 'नाम',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    date: 'तारीख़',
  },
  download: 'PDF रसीद डाउनलोड करें',
  pdfLanguage: 'PDF की भाषा',
  another: 'एक और भुगतान करें',
  close: 'बंद करें',
  themeColor: en.PAYMENT_PAGE.themeColor,
};

/** What staff see after **Re-check with Razorpay** (and the audit row's summary). */
export const PAYMENT_RECHECK: Words<typeof en.PAYMENT_RECHECK> = {
  button: 'Razorpay से दोबारा जाँचें',
  busy: 'जाँच हो रही है…',
  unavailable: 'ऑनलाइन भुगतान की सेटिंग नहीं की गई है, इसलिए Razorpay से नहीं पूछा जा सकता।',
  noSuchOrder: 'ऐसा कोई ऑर्डर नहीं है।',
  alreadyPaid: 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  unreachable: 'Razorpay से संपर्क नहीं हो सका। कृपया बाद में फिर से कोशिश करें।',
  paid: (amount: string, receipt: string) =>
    `Razorpay को ${amount} प्राप्त हुए: ऑर्डर को भुगतान हुआ माना गया, रसीद ${receipt}।`,
  noPayment: 'Razorpay के पास इस ऑर्डर का अभी कोई भुगतान नहीं है।',
  amountDiffers: (captured: string, stored: string) =>
    `Razorpay को ${captured} प्राप्त हुए, जो ऑर्डर की राशि ${stored} से अलग है: भुगतान हुआ नहीं माना गया।`,
  notCaptured: (statuses: string) => `अभी कोई भुगतान प्राप्त नहीं हुआ (${statuses})।`,
  auditSummary: (razorpayOrderId: string, outcome: string) =>
    `ऑर्डर ${razorpayOrderId} को Razorpay से दोबारा जाँचा गया: ${outcome}`,
};

/** Refusals of POST /api/payment/webhook (Razorpay reads them, and staff in the logs). */
export const WEBHOOK_MESSAGES: Words<typeof en.WEBHOOK_MESSAGES> = {
  badSignature: 'वेबहुक का सिग्नेचर सही नहीं है।',
  badBody: 'वेबहुक की सामग्री JSON ऑब्जेक्ट होनी चाहिए, जिसमें इवेंट का नाम हो।',
  badAmount: 'वेबहुक के भुगतान में राशि (पैसे में) होनी चाहिए।',
};

/** Words of the PDF receipt (spec §9). */
export const RECEIPT_PDF: Words<typeof en.RECEIPT_PDF> = {
  title: 'भुगतान की रसीद',
  receiptNumber: 'रसीद नंबर',
  date: 'तारीख़',
  orderId: 'ऑर्डर ID',
  paymentId: 'भुगतान ID',
  billedTo: 'भुगतानकर्ता',
  description: 'विवरण',
  amount: 'राशि',
  total: 'कुल',
  paymentMethod: 'भुगतान का तरीक़ा',
  onlinePayment: 'ऑनलाइन भुगतान',
  status: 'स्थिति',
  paid: 'भुगतान प्राप्त',
  terms: 'शर्तें',
  termsLines: [
    'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    'इस भुगतान के बारे में किसी भी सवाल के लिए कृपया हमारी ग्राहक सेवा से संपर्क करें।',
    'कृपया यह रसीद अपने रिकॉर्ड के लिए संभालकर रखें।',
  ],
  thanks: 'भुगतान के लिए धन्यवाद!',
  page: (page: number, total: number) => `पेज ${page} / ${total}`,
};
