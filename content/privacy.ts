import { site } from './site';

/**
 * Days each kind of record of the records below is kept (lib/privacy/retention.ts reads them
 * from the environment); a feature's own record names its periods itself (NoticeRecord).
 */
export interface RetentionDays {
  contactEnquiries: number;
  dealerEnquiries: number;
  /**
   * E-mails that copy no record (set-password links, newsletter confirmations, notices); a mail
   * copying an enquiry, registration or request goes with that record's period.
   */
  mail: number;
  loginAttempts: number;
  pageViews: number;
  /** Newsletter sign-ups whose address was never confirmed. */
  unconfirmedSignUps: number;
  /** Counted from the day the warranty ends. */
  warrantyRegistrations: number;
  /** Counted from the day the request was closed. */
  serviceRequests: number;
}

/**
 * The privacy notice (/privacy-policy), under India's Digital Personal Data Protection Act 2023.
 * Retention periods are not written here: the page shows the configured figures that
 * `npm run prune` enforces (lib/privacy/retention.ts).
 */
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * One form's or kind of record's section of the notice. A feature's own record lives in its
 * words module (content/<feature>.ts and each translation) as `privacyRecord`, typed with the
 * periods it names (`NoticeRecord<'callbackRequests'>`); the notice shows those after the
 * records below, in the order of content/en.ts (lib/privacy/notice.ts).
 */
export interface NoticeRecord<Periods extends string = keyof RetentionDays> {
  heading: string;
  collected: string;
  why: string;
  kept: (d: Readonly<Record<Periods, number>>) => string;
  recipients: string;
}

export const privacyNotice = {
  intro: [
    `${site.name} ("we") is the data fiduciary for the personal data you give us on this website. This notice says what each form collects, why, how long we keep it, who receives it, and how to use your rights under the Digital Personal Data Protection Act 2023.`,
    'We collect only what each form asks for, use it only for the purpose stated here, never sell it, and do not use it for advertising.',
  ],
  recordsHeading: 'What we collect, why, and for how long',
  labels: {
    collected: 'What we collect',
    why: 'Why',
    kept: 'How long we keep it',
    recipients: 'Who receives it',
  },
  records: [
    {
      heading: 'Contact Us form',
      collected:
        'Your name, mobile number, e-mail address, city, pincode, the products you ask about and your message; the network (IP) address and browser of the request.',
      why: 'To answer your enquiry, and to stop spam and abuse (the address and browser).',
      kept: (d) =>
        `${days(d.contactEnquiries)} after you send it, then deleted automatically, with the copy e-mailed to our sales desk.`,
      recipients:
        'Our sales team, by e-mail through our mail provider. Google reCAPTCHA checks that the form was sent by a person.',
    },
    {
      heading: 'Dealers and distributors form',
      collected:
        'Your name, phone number and location or address; the network (IP) address and browser of the request.',
      why: 'To consider your application as a dealer or distributor and contact you about it.',
      kept: (d) =>
        `${days(d.dealerEnquiries)} after you send it, then deleted automatically, with the copy e-mailed to our sales desk.`,
      recipients: 'Our sales team, by e-mail through our mail provider.',
    },
    {
      heading: 'Newsletter sign-up (footer)',
      collected:
        'Your e-mail address, when you asked and when you confirmed, the consent wording you were shown; the network (IP) address and browser of the request.',
      why: 'To send you news of our products, which you asked for and confirmed from the link we e-mailed you.',
      kept: (d) =>
        `Until you unsubscribe (every newsletter e-mail has a one-click link) or ask us to erase it; a sign-up never confirmed is deleted after ${days(d.unconfirmedSignUps)}. The confirmation e-mail we sent you is deleted from the site after ${days(d.mail)}.`,
      recipients: 'Our sales team.',
    },
    {
      heading: 'Online payment',
      collected:
        'Your name, e-mail address and mobile number, the purpose and amount of the payment, Razorpay’s order and payment references; the network (IP) address and browser of the request. Card, UPI and bank details go to Razorpay only: we never see or store them.',
      why: 'To take your payment, issue your receipt, and keep the accounts the law requires.',
      kept: () =>
        'Eight years from the end of the financial year, as the Companies Act 2013 (section 128) requires for books of account. If you ask us to erase your data, the payment and receipt are kept with your name, e-mail address and phone number removed.',
      recipients:
        'Razorpay Software Pvt Ltd, our payment gateway, which processes the payment under its own privacy policy; our accounts team and auditors.',
    },
    {
      heading: 'Warranty registration',
      collected:
        'Your name, mobile number, e-mail address and pincode, the product, its serial number, the purchase date and dealer, and a copy of your invoice; the network (IP) address and browser of the request.',
      why: 'To confirm your warranty, honour claims under it, and contact you about it.',
      kept: (d) =>
        `Until ${days(d.warrantyRegistrations)} after your warranty ends, then deleted automatically with the invoice. If you ask us to erase your data earlier, the registration (product, serial number and warranty dates) is kept to honour claims, with your name, mobile number and e-mail address removed and the invoice deleted.`,
      recipients: 'Our service team.',
    },
    {
      heading: 'Service requests',
      collected:
        'Your name, mobile number, e-mail address, address and pincode, the product and its serial number, the problem you describe and any photos; the visit and repair history our staff add; the network (IP) address and browser of the request.',
      why: 'To send an engineer from the nearest service centre, let you track the request, and keep the service record of your product.',
      kept: (d) =>
        `Until ${days(d.serviceRequests)} after the request is closed, then deleted automatically with its photos. If you ask us to erase your data earlier, the service record (product, serial number, problem and what was done) is kept, with your name, contact details and address removed and the photos deleted.`,
      recipients:
        'Our service team and the authorised service centre assigned to your request; updates reach you by e-mail through our mail provider.',
    },
    {
      heading: 'Page-view logs',
      collected:
        'The page you opened, when, your network (IP) address, and your browser and operating system. No cookies are used for this and nothing is sent to a third party.',
      why: 'To see which pages are used and keep the site working and secure.',
      kept: (d) => `${days(d.pageViews)}, then deleted automatically.`,
      recipients: 'Our own staff only.',
    },
    {
      heading: 'Staff sign-in attempts',
      collected:
        'For our own staff only: the e-mail address typed at the staff sign-in page, the network (IP) address, the time and whether it succeeded.',
      why: 'To protect staff accounts against password guessing.',
      kept: (d) => `${days(d.loginAttempts)}, then deleted automatically.`,
      recipients: 'Our site administrators only.',
    },
  ] satisfies NoticeRecord[],
  rightsHeading: 'Your rights',
  rights: [
    {
      term: 'Access',
      text: 'Ask what personal data we hold about you and how we use it. We send you a copy.',
    },
    {
      term: 'Correction and completion',
      text: 'Ask us to correct or complete data that is wrong or incomplete.',
    },
    {
      term: 'Erasure',
      text: 'Ask us to erase your data, or withdraw a consent you gave (for example, to the newsletter). We erase everything the law does not require us to keep; payment records, warranty registrations and service records are kept with your contact details removed.',
    },
    {
      term: 'Grievance redressal',
      text: 'Complain to our Grievance Officer (below). If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
    },
    {
      term: 'Nomination',
      text: 'Nominate a person to use these rights for you in the event of your death or incapacity.',
    },
  ],
  howHeading: 'How to use your rights',
  how: 'Write to our Grievance Officer from the e-mail address, or quoting the mobile number, you gave us, saying which right you want to use. We may ask you to confirm that the request is yours before we act on it, and we answer within 30 days.',
  officerHeading: 'Grievance Officer',
  changesHeading: 'Changes to this notice',
  changes:
    'We will publish any change here. The retention periods shown are the ones this website currently applies.',
} as const;

/** The line beside each form's submit button. */
export const privacyFormNote = {
  lead: 'How we use your details:',
  link: 'Privacy notice',
} as const;
