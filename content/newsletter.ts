/**
 * Words of the newsletter's double opt-in: the consent line beside the footer's button (stored
 * with each sign-up, with its version), the mails, and the pages their links open.
 */

/** Change `version` whenever `text` changes: each sign-up records the version it was shown. */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-v1',
  text: 'We use your e-mail address only to send you news of our new product solutions. We will e-mail you a link to confirm, and you can unsubscribe at any time.',
} as const;

const siteName = 'our website';

export const NEWSLETTER_MAIL = {
  confirm: {
    subject: 'Please confirm your newsletter subscription',
    text: (link: string, hours: number) =>
      [
        'Hello,',
        '',
        `This address was signed up on ${siteName} to receive e-mails about our new product solutions.`,
        'To confirm, open this link and press "Confirm subscription":',
        '',
        link,
        '',
        `The link works for ${hours} hours. If you did not ask for this, ignore this mail: without`,
        'your confirmation we send you no newsletter and delete the address after some weeks.',
      ].join('\n'),
  },
  welcome: {
    subject: 'Your newsletter subscription is confirmed',
    text: [
      'Hello,',
      '',
      'Thank you for confirming. We will e-mail you about our new product solutions.',
    ].join('\n'),
  },
  /** Under every newsletter-type mail (lib/newsletter/mail.ts). */
  footer: (unsubscribeLink: string) =>
    [
      '--',
      `You receive this because this address was signed up on ${siteName}. You can withdraw your`,
      'consent at any time. Unsubscribe:',
      unsubscribeLink,
    ].join('\n'),
} as const;

export const NEWSLETTER_PAGES = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'Press the button to receive e-mails about our new product solutions at this address.',
    consent: NEWSLETTER_CONSENT.text,
    button: 'Confirm subscription',
  },
  confirmed: {
    title: 'Subscription confirmed',
    lead: 'Thank you. We will e-mail you about our new product solutions.',
    withdraw:
      'Every mail we send has a link to unsubscribe: you can withdraw your consent at any time.',
  },
  confirmInvalid: {
    title: 'This confirmation link is not valid',
    lead: (hours: number) =>
      `The link has expired, was already used for an address that unsubscribed, or is incomplete. Confirmation links work for ${hours} hours: sign up again in the footer of any page and we will e-mail you a new one.`,
  },
  unsubscribe: {
    title: 'Unsubscribe from our newsletter',
    lead: 'Press the button to stop receiving our newsletter at this address. You can subscribe again at any time.',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    lead: 'We will send no more newsletters to this address. Your consent is withdrawn, and we have recorded when.',
  },
  unsubscribeInvalid: {
    title: 'This unsubscribe link is not valid',
    lead: 'The link is incomplete. Open the whole link from the mail, or use the unsubscribe button of your mail program.',
  },
} as const;

/** Answers of POST /api/newsletter/unsubscribe (RFC 8058 one-click, sent by mail providers). */
export const ONE_CLICK_MESSAGES = {
  done: 'You are unsubscribed.',
  invalid: 'This unsubscribe link is not valid.',
  body: 'The request body must be List-Unsubscribe=One-Click.',
} as const;

/** Messages of the footer subscription form (spec §4, §8), shared by the form and its API. */
export const SUBSCRIBE_MESSAGES = {
  empty: 'Please enter your email.',
  invalid: 'Please enter a valid email address.',
  subscribed: 'Thank you for subscribing! We will e-mail you about new product solutions.',
  /** Under the thanks (both lists): what happens next and by when. */
  next: (hours: number) =>
    `What happens next: open the e-mail we have just sent you and confirm within ${hours} hours; until you confirm we send you nothing.`,
  failed: 'Something went wrong. Please try again later.',
} as const;

/**
 * The investors' disclosure alerts: a second list with the same double opt-in, links and pages
 * (lib/newsletter), its own consent and words. Sign-up at /investor-relations/alerts.
 */
export const INVESTOR_ALERTS_CONSENT = {
  version: '2026-11-alerts-v1',
  text: 'We use your e-mail address only to tell you when we publish an investor disclosure (results, board meetings, announcements). We will e-mail you a link to confirm, and you can unsubscribe at any time.',
} as const;

export const INVESTOR_ALERTS_TEXT = {
  label: 'Your e-mail address',
  submit: 'Subscribe to alerts',
  intro:
    'Get an e-mail when we publish a disclosure: financial results, notices and outcomes of board meetings, announcements to the stock exchanges and the other filings of our Regulation 46 index.',
  subscribed:
    'Thank you. If this address is not subscribed yet, we have e-mailed it a link to confirm.',
} as const;

export const INVESTOR_ALERTS_MAIL = {
  confirm: {
    subject: 'Please confirm your investor alerts',
    text: (link: string, hours: number) =>
      [
        'Hello,',
        '',
        `This address was signed up on ${siteName} for an e-mail whenever we publish an investor disclosure.`,
        'To confirm, open this link and press "Confirm subscription":',
        '',
        link,
        '',
        `The link works for ${hours} hours. If you did not ask for this, ignore this mail: without`,
        'your confirmation we send you no alerts and delete the address after some weeks.',
      ].join('\n'),
  },
  welcome: {
    subject: 'Your investor alerts are confirmed',
    text: [
      'Hello,',
      '',
      'Thank you for confirming. We will e-mail you whenever we publish an investor disclosure.',
    ].join('\n'),
  },
  alert: {
    greeting: 'Hello,',
    subject: (count: number, title: string) =>
      count === 1 ? `New disclosure: ${title}` : `${count} new disclosures`,
    line: (heading: string, title: string, date: string, url: string) =>
      `${heading}: ${title} (published ${date})\n${url}`,
    intro: (count: number) =>
      count === 1 ? 'We have published a disclosure:' : `We have published ${count} disclosures:`,
  },
} as const;

export const INVESTOR_ALERTS_PAGES = {
  confirm: {
    ...NEWSLETTER_PAGES.confirm,
    lead: 'Press the button to receive an e-mail at this address whenever we publish an investor disclosure.',
    consent: INVESTOR_ALERTS_CONSENT.text,
  },
  confirmed: {
    ...NEWSLETTER_PAGES.confirmed,
    lead: 'Thank you. We will e-mail you whenever we publish an investor disclosure.',
  },
  unsubscribe: {
    ...NEWSLETTER_PAGES.unsubscribe,
    title: 'Unsubscribe from investor alerts',
    lead: 'Press the button to stop receiving investor alerts at this address. You can subscribe again at any time.',
  },
  unsubscribed: {
    ...NEWSLETTER_PAGES.unsubscribed,
    lead: 'We will send no more investor alerts to this address. Your consent is withdrawn, and we have recorded when.',
  },
} as const;

/** Each list's consent, mails and page words. */
export const LIST_TEXT = {
  newsletter: { consent: NEWSLETTER_CONSENT, mail: NEWSLETTER_MAIL, pages: NEWSLETTER_PAGES },
  investor_alerts: {
    consent: INVESTOR_ALERTS_CONSENT,
    mail: INVESTOR_ALERTS_MAIL,
    pages: { ...NEWSLETTER_PAGES, ...INVESTOR_ALERTS_PAGES },
  },
} as const;
