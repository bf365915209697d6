import { decodedPath, plainSpelling, undecodable } from './address-spelling';

describe('plainSpelling (proxy.ts sends every other spelling of an address to it)', () => {
  it.each([
    ['/%61bout-us', '/about-us'],
    ['/%73earch', '/search'],
    ['/about%2Dus', '/about-us'],
    ['/%68i/online-payment', '/hi/online-payment'],
    ['/%68%69/%6F%6E%6C%69%6E%65-payment', '/hi/online-payment'],
    ['/hi/%61bout-us', '/hi/about-us'],
    ['/investor-relations/financials/%32023-24', '/investor-relations/financials/2023-24'],
    ['/%7Estaff', '/~staff'],
    ['/a%5Fb%2Ec', '/a_b.c'],
    ['/%41bout-us', '/About-us'],
  ])('writes %j plainly as %j', (spelled, plain) => {
    expect(plainSpelling(spelled)).toBe(plain);
  });

  it.each([
    '/about-us',
    '/',
    '/about-us%2F',
    '/%2F',
    '/about-us%20',
    '/%25',
    '/%E0%A4%B9',
    '/hi%2Fonline-payment',
    '/%zz',
  ])('leaves %j alone (nothing unreserved is encoded)', (path) => {
    expect(plainSpelling(path)).toBeNull();
  });

  it('keeps every other escape as it was, beside the ones it writes plainly', () => {
    expect(plainSpelling('/%61b%2Fc%20d')).toBe('/ab%2Fc%20d');
  });
});

describe('undecodable', () => {
  it.each(['/%zz', '/%', '/about-us%2', '/%FF', '/%C0%80', '/%E0%A4'])(
    '%j has an escape that decodes to nothing',
    (path) => {
      expect(undecodable(path)).toBe(true);
    },
  );
  it.each(['/about-us', '/%2F', '/%E0%A4%B9', '/%25'])('%j decodes', (path) => {
    expect(undecodable(path)).toBe(false);
  });
});

describe('decodedPath', () => {
  it('decodes every escape, or gives the address back when it cannot', () => {
    expect(decodedPath('/%68i/online-payment')).toBe('/hi/online-payment');
    expect(decodedPath('/%zz')).toBe('/%zz');
  });
});
