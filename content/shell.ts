/** Words of the site frame (menu, footer, sign-up form) and of the not-found and error pages. */

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = ' (opens in a new tab)';

export const navText = {
  career: 'Career',
} as const;

export const footerText = {
  navLabel: 'Footer',
  companyHeading: 'Company',
  contactHeading: 'Contact',
  locationsHeading: 'Our locations',
  rightsReserved: 'All rights reserved.',
} as const;

export const subscribeText = {
  label: 'Subscribe for new product solutions',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
} as const;

export const notFoundText = {
  title: 'Page not found',
  lead: 'We could not find the page you asked for.',
  before: 'It may have moved. Go to the',
  homeLink: 'home page',
  after: ', or search the site:',
} as const;

export const errorText = {
  title: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again in a moment.',
  retry: 'Try again',
  homeLink: 'Go to the home page',
} as const;
