import * as hi from '@/content/hi/service';
import * as en from '@/content/service';
import { SERVICE_MESSAGES as M } from '@/content/service';
import { translatorFor } from '@/lib/platform/i18n/answers';
import { fieldErrors } from '@/lib/platform/http/responses';
import { MAX_PHOTO_BYTES, serviceFieldsSchema, trackSchema } from './schema';
import { JPEG, photo, PNG, validService } from './testing';
import { sampleLookup } from '@/lib/catalogue/testing';

const errors = async (input: unknown) => {
  const result = await serviceFieldsSchema(sampleLookup).safeParseAsync(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the service request schema', () => {
  it('takes a valid request: e-mail lower-cased, serial as the warranty form stores it, photos as a list', async () => {
    const parsed = await serviceFieldsSchema(sampleLookup).parseAsync(
      validService({ serial: ' iu2404 - 012345 ', photos: [photo(), photo(PNG, 'p.png')] }),
    );
    expect(parsed).toMatchObject({ email: 'asha@example.com', serial: 'IU2404-012345' });
    expect(parsed.photos).toHaveLength(2);
  });

  it('gives every failing field its own message', async () => {
    expect(
      await errors({
        productLine: 'toaster',
        modelCode: 'nope',
        category: 'x',
        description: ' ',
        address: '',
        pincode: '01234',
        name: '',
        mobile: '12345',
        email: 'a@b',
      }),
    ).toEqual({
      productLine: M.productLine,
      modelCode: M.modelCode,
      category: M.category,
      description: M.description,
      address: M.address,
      pincode: M.pincode,
      name: M.name,
      mobile: M.mobile,
      email: M.email,
    });
  });

  it('refuses a model or serial of another product line', async () => {
    expect(await errors(validService({ modelCode: 'LB-12-100' }))).toEqual({
      modelCode: M.modelCode,
    });
    expect(await errors(validService({ serial: 'LB2404-012345' }))).toEqual({
      serial: M.serial('IU2404-012345'),
    });
  });

  it('checks photos by their bytes, size and number', async () => {
    expect(await errors(validService({ photos: [photo(new Uint8Array([1, 2, 3]))] }))).toEqual({
      photos: M.photoType,
    });
    expect(await errors(validService({ photos: ['not a file'] }))).toEqual({
      photos: M.photoType,
    });
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(JPEG);
    expect(await errors(validService({ photos: [photo(big)] }))).toEqual({
      photos: M.photoTooLarge,
    });
    expect(await errors(validService({ photos: [photo(), photo(), photo(), photo()] }))).toEqual({
      photos: M.photosTooMany,
    });
    // An empty file input sends one nameless, empty part: no photo.
    expect(await errors(validService({ photos: [new File([], '')] }))).toEqual({});
  });
});

describe('the tracking schema', () => {
  it('takes a ticket in any case and a mobile number', () => {
    expect(trackSchema.parse({ ticket: ' sr/2026-27/000001 ', mobile: '9876543210' })).toEqual({
      ticket: 'SR/2026-27/000001',
      mobile: '9876543210',
    });
  });

  it.each([
    [{ ticket: 'WR/2026-27/000001', mobile: '9876543210' }],
    [{ ticket: 'SR/2026-27/1', mobile: '9876543210' }],
    [{ ticket: 'SR/2026-27/000001', mobile: '98765' }],
    [{}],
  ])('refuses %j', (input) => expect(trackSchema.safeParse(input).success).toBe(false));
});

describe('the messages in Hindi', () => {
  // The API translates its answers by one map of the whole site's words, in which the first
  // module that has an English sentence gives its Hindi (lib/platform/i18n); the browser form
  // translates by this feature's module alone. Both must say the same.
  it('are the same through the API’s map as in this feature’s module', () => {
    const api = translatorFor('hi');
    const messages = { ...en.SERVICE_MESSAGES, ...en.SERVICE_SERIAL_MESSAGES };
    const hindi = { ...hi.SERVICE_MESSAGES, ...hi.SERVICE_SERIAL_MESSAGES };
    const strings = Object.entries(messages).filter(([, text]) => typeof text === 'string');
    expect(strings.length).toBeGreaterThan(20);
    for (const [key, text] of strings)
      expect([key, api(text as string)]).toEqual([key, hindi[key as keyof typeof hindi]]);
  });

  it('name the chosen product’s serial example', async () => {
    const wrong = await errors(
      validService({ productLine: 'cctv', modelCode: 'CC-DOME-2', serial: 'IU2404-012345' }),
    );
    expect(wrong).toEqual({ serial: en.SERVICE_SERIAL_MESSAGES.cctv });
    expect(translatorFor('hi')(wrong.serial!)).toBe(hi.SERVICE_MESSAGES.serial('CC2404-012345'));
  });
});

describe('the preferred visit (optional)', () => {
  // Monday 30 November 2026, 10:00 in India.
  const now = () => new Date('2026-11-30T04:30:00.000Z');
  const visitErrors = async (over: Record<string, unknown>) => {
    const result = await serviceFieldsSchema(sampleLookup, now).safeParseAsync(validService(over));
    return result.success ? {} : fieldErrors(result.error);
  };

  it('takes none, or a day from tomorrow to 30 days ahead (not a Sunday) with a window', async () => {
    expect(await visitErrors({})).toEqual({});
    expect(await visitErrors({ preferredDate: '', preferredWindow: '' })).toEqual({});
    expect(await visitErrors({ preferredDate: '2026-12-01', preferredWindow: 'morning' })).toEqual(
      {},
    );
    const parsed = await serviceFieldsSchema(sampleLookup, now).parseAsync(
      validService({ preferredDate: '2026-12-30', preferredWindow: 'evening' }),
    );
    expect(parsed).toMatchObject({ preferredDate: '2026-12-30', preferredWindow: 'evening' });
  });

  it('refuses today, past 30 days, a Sunday, a malformed day and a made-up window, each with its message', async () => {
    for (const day of ['2026-11-30', '2026-12-31', '2026-12-06', '2026-13-01', 'tomorrow']) {
      expect(await visitErrors({ preferredDate: day, preferredWindow: 'morning' })).toEqual({
        preferredDate: M.visitDate,
      });
    }
    expect(await visitErrors({ preferredDate: '2026-12-01', preferredWindow: 'night' })).toEqual({
      preferredWindow: M.visitWindow,
    });
  });

  it('wants both or neither', async () => {
    expect(await visitErrors({ preferredDate: '2026-12-01' })).toEqual({
      preferredWindow: M.visitWindow,
    });
    expect(await visitErrors({ preferredWindow: 'afternoon' })).toEqual({
      preferredDate: M.visitDate,
    });
  });
});
