import { PRODUCT_LINE_INFO, PRODUCT_LINES } from '@/content/products/lines';
import { WARRANTY_MESSAGES as M } from '@/content/warranty';
import { fieldErrors } from '@/lib/platform/http/responses';
import { addMonths } from './dates';
import { todayInIndia } from './dates';
import { sampleLookup } from '@/lib/catalogue/testing';
import { normaliseSerial, warrantyFieldsSchema, warrantyLookupSchema } from './schema';

const schema = warrantyFieldsSchema(sampleLookup);

const invoice = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'a.pdf');
const valid = (over: Record<string, unknown> = {}) => ({
  productLine: 'lithium-battery',
  modelCode: 'LB-12-100',
  serial: 'LB2404-012345',
  purchasedOn: '2024-04-10',
  dealerName: '',
  invoice: invoice(),
  name: 'Meera Singh',
  mobile: '9123456780',
  email: 'meera@example.com',
  pincode: '160022',
  ...over,
});
const errorsOf = async (over: Record<string, unknown>) => {
  const parsed = await schema.safeParseAsync(valid(over));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('serial numbers', () => {
  it.each(PRODUCT_LINES)('takes the example serial of %s', async (line) => {
    const { example } = PRODUCT_LINE_INFO[line].serial;
    const model = {
      'led-lights': 'LD-BULB-9',
      'lithium-battery': 'LB-12-100',
      'inverter-ups': 'IU-700',
      bess: 'BS-HOME-5',
      cctv: 'CC-DOME-2',
    }[line];
    expect(
      await errorsOf({
        productLine: line,
        modelCode: model,
        serial: example,
        purchasedOn: '2025-01-01',
      }),
    ).toEqual({});
  });

  it.each(['LB2404-01234', 'LB240-012345', 'IU2404-012345', 'LB2404012345', 'LB2404-0123456'])(
    'refuses %s for a lithium battery, with the example',
    async (serial) => {
      expect(await errorsOf({ serial })).toEqual({ serial: M.serialFormat('LB2404-012345') });
    },
  );

  it('normalises spaces and letter case', async () => {
    expect(normaliseSerial(' lb2404 - 012345 ')).toBe('LB2404-012345');
    expect(await errorsOf({ serial: ' lb2404-012345 ' })).toEqual({});
  });
});

describe('purchase dates', () => {
  it('refuses a date in the future (India’s date) and a day that does not exist', async () => {
    expect(await errorsOf({ purchasedOn: addMonths(todayInIndia(), 1) })).toEqual({
      purchasedOn: M.purchasedInFuture,
    });
    expect(await errorsOf({ purchasedOn: '2024-02-30' })).toEqual({ purchasedOn: M.purchasedOn });
    expect(await errorsOf({ purchasedOn: todayInIndia() })).toEqual({});
  });

  it('refuses a date before the model was first sold, and takes its launch day', async () => {
    // LB-12-100: launched 1 June 2020.
    expect(await errorsOf({ purchasedOn: '2020-05-31' })).toEqual({
      purchasedOn: M.purchasedBeforeLaunch('1 June 2020'),
    });
    expect(await errorsOf({ purchasedOn: '2020-06-01' })).toEqual({});
  });
});

it('refuses a model of another line, a missing invoice and a bad mobile', async () => {
  expect(await errorsOf({ modelCode: 'IU-700' })).toEqual({ modelCode: M.modelNotInLine });
  expect(await errorsOf({ invoice: undefined })).toEqual({ invoice: M.invoice });
  expect(await errorsOf({ invoice: new File([], 'empty.pdf') })).toEqual({ invoice: M.invoice });
  expect(await errorsOf({ mobile: '5123456780' })).toEqual({ mobile: M.mobile });
});

it('keeps an optional dealer name, or none', async () => {
  expect((await schema.parseAsync(valid())).dealerName).toBeNull();
  expect((await schema.parseAsync(valid({ dealerName: ' Gill ' }))).dealerName).toBe('Gill');
  expect(await errorsOf({ dealerName: 'x'.repeat(121) })).toEqual({ dealerName: M.dealerTooLong });
});

it('reads the lookup pair with the usual ways of writing a mobile number', async () => {
  expect(
    warrantyLookupSchema.parse({ serial: 'lb2404-012345', mobile: '+91 91234-56780' }),
  ).toEqual({ serial: 'LB2404-012345', mobile: '9123456780' });
  expect(warrantyLookupSchema.safeParse({ serial: 'x', mobile: '12345' }).success).toBe(false);
});
