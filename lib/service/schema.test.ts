import { SERVICE_MESSAGES as M } from '@/content/service';
import { fieldErrors } from '@/lib/platform/http/responses';
import { MAX_PHOTO_BYTES, serviceFieldsSchema, trackSchema } from './schema';
import { JPEG, photo, PNG, validService } from './testing';

const errors = async (input: unknown) => {
  const result = await serviceFieldsSchema.safeParseAsync(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the service request schema', () => {
  it('takes a valid request: e-mail lower-cased, serial as the warranty form stores it, photos as a list', async () => {
    const parsed = await serviceFieldsSchema.parseAsync(
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
