/**
 * Headers sent with every response (next.config.ts; HSTS only over HTTPS). The CSP is per page,
 * in proxy.ts.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

export const HSTS = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
};

/**
 * Addresses that carry a secret (a set-password link's token, a receipt's download token, a
 * newsletter link's signed `?token=`): their answers tell the browser to send no Referer at all,
 * so neither a link followed nor a file fetched from such a page hands the address on, to another
 * site or to a log. (Their pages also say so in a `<meta name="referrer">`, where they have one.)
 */
export const SECRET_ADDRESSES = [
  '/staff/set-password/:token*',
  '/newsletter/:page(confirm|unsubscribe)',
  '/:lang([a-z]{2})/newsletter/:page(confirm|unsubscribe)',
  '/api/newsletter/unsubscribe',
  '/api/payment/receipt/:token*',
] as const;

export const NO_REFERRER = { key: 'Referrer-Policy', value: 'no-referrer' };
