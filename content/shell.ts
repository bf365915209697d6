/** Words of the site frame (menu, footer, sign-up form) and of the not-found and error pages. */

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = ' (opens in a new tab)';

/** The skip link at the top of every page, public and staff. */
export const skipLinkText = 'Skip to content';

export const navText = {
  career: 'Career',
  label: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  moreAboutUs: 'More about us',
  socialLabel: 'Social media',
  languages: 'Languages',
  breadcrumbLabel: 'Breadcrumb',
  /** Spoken after the logo's short name. */
  logoSuffix: ' home',
} as const;

export const searchBoxText = {
  label: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
} as const;

export const footerText = {
  navLabel: 'Footer',
  companyHeading: 'Company',
  contactHeading: 'Contact',
  locationsHeading: 'Our locations',
  rightsReserved: 'All rights reserved.',
} as const;

/** The support band on the home and contact pages (components/layout/support-band.tsx). */
export const supportBandText = {
  heading: 'Help with a product you bought',
  lead: 'Report a fault or book a repair, follow your request, register or check a warranty, find a service centre near you, or work out which inverter and battery you need.',
  callLine: 'Or call our service desk:',
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

/** The last-resort page when even the root layout fails (app/global-error.tsx). */
export const globalErrorText = {
  title: 'Something went wrong',
  text: 'The site could not be shown just now. Please try again in a moment.',
  retry: 'Try again',
} as const;

export const errorText = {
  title: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again in a moment.',
  retry: 'Try again',
  homeLink: 'Go to the home page',
} as const;
