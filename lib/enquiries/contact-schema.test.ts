import { contactFieldsSchema, contactRequestSchema } from './contact-schema';
import { CONTACT_MESSAGES as M } from '@/content/contact';

const valid = {
  enquiry: ['LED_lights', 'other'],
  name: '  Asha Kumar ',
  mobile: '9876543210',
  email: ' Asha.K@Example.COM ',
  city: 'Mohali',
  pincode: '160055',
  message: 'Please send the catalogue.',
};

const errorsOf = (input: unknown) => {
  const result = contactFieldsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('contactFieldsSchema', () => {
  it('accepts a valid enquiry, trimming and lower-casing', () => {
    expect(contactFieldsSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Asha Kumar',
      email: 'asha.k@example.com',
    });
  });

  it('gives every failing field its message from the spec at once', () => {
    expect(errorsOf({})).toEqual({
      enquiry: M.enquiry,
      name: M.name,
      mobile: M.mobile,
      email: M.email,
      city: M.city,
      pincode: M.pincode,
      message: M.message,
    });
    expect(M).toMatchObject({
      name: 'Name is required.',
      mobile: 'Enter a valid 10-digit mobile number starting with 6-9.',
      email: 'Enter a valid email address.',
      city: 'City is required.',
      pincode: 'Enter a valid 6-digit pincode.',
      message: 'Message is required.',
      enquiry: 'Please select at least one enquiry type.',
      captcha: 'Please complete the reCAPTCHA.',
    });
  });

  it.each([
    ['name', '   ', M.name],
    ['name', 'x'.repeat(101), M.nameTooLong],
    ['mobile', '5876543210', M.mobile],
    ['mobile', '987654321', M.mobile],
    ['mobile', '98765432100', M.mobile],
    ['mobile', '98765 43210', M.mobile],
    ['email', 'a@b', M.email],
    ['email', 'a b@c.de', M.email],
    ['city', '', M.city],
    ['pincode', '16002', M.pincode],
    ['pincode', '16002a', M.pincode],
    ['message', ' \n ', M.message],
    ['message', 'x'.repeat(4001), M.messageTooLong],
    ['enquiry', [], M.enquiry],
    ['enquiry', ['Bicycles'], M.enquiry],
    ['enquiry', 'LED_lights', M.enquiry],
    ['name', 42, M.name],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps each enquiry type once', () => {
    const parsed = contactFieldsSchema.parse({ ...valid, enquiry: ['other', 'other'] });
    expect(parsed.enquiry).toEqual(['other']);
  });
});

describe('contactRequestSchema', () => {
  it('carries the reCAPTCHA token and drops unknown fields', () => {
    const parsed = contactRequestSchema.parse({ ...valid, recaptchaToken: 'tok', admin: true });
    expect(parsed.recaptchaToken).toBe('tok');
    expect(parsed).not.toHaveProperty('admin');
  });

  it('treats a token that is not text as missing', () => {
    expect(
      contactRequestSchema.parse({ ...valid, recaptchaToken: 5 }).recaptchaToken,
    ).toBeUndefined();
  });
});

it('refuses a NUL byte in text fields and e-mail, which PostgreSQL cannot store', () => {
  const bad = { ...valid, message: 'hi\u0000', email: 'a\u0000@b.co' };
  expect(errorsOf(bad)).toEqual({ message: M.controlChars, email: M.email });
  expect(contactFieldsSchema.safeParse({ ...valid, message: 'line 1\n\tline 2' }).success).toBe(
    true,
  );
});

it('keeps names and cities on one line (they go into the mail subject)', () => {
  expect(errorsOf({ ...valid, name: 'A\r\nBcc: x@y.z', city: 'X\tY' })).toEqual({
    name: M.controlChars,
    city: M.controlChars,
  });
});
