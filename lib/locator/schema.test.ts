import { LOCATOR_MESSAGES as L, OUTLET_MESSAGES as M } from '@/content/locator';
import { fieldErrors } from '@/lib/platform/http/responses';
import { outletSchema, outletSearchSchema, phoneDigits } from './schema';

const good = {
  name: ' Sharma Electricals ',
  type: 'dealer',
  productLines: 'inverter-ups; LED Lights',
  address: 'Shop 4, Main Bazaar',
  city: 'Ludhiana',
  state: 'punjab',
  pincode: '141001',
  phones: '+91 98765-43210, 0161 2345678',
  email: 'Shop@Example.com',
  openingHours: '',
  active: '',
};

const errors = (fields: Record<string, string | undefined>) => {
  const parsed = outletSchema.safeParse({ ...good, ...fields });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('outletSchema', () => {
  it('normalises a good outlet: trimmed, lines in catalogue order, 10-digit phones, state as listed', () => {
    expect(outletSchema.parse(good)).toEqual({
      name: 'Sharma Electricals',
      type: 'dealer',
      productLines: ['led-lights', 'inverter-ups'],
      address: 'Shop 4, Main Bazaar',
      city: 'Ludhiana',
      state: 'Punjab',
      pincode: '141001',
      phones: ['9876543210', '1612345678'],
      email: 'shop@example.com',
      openingHours: null,
      active: true,
    });
    expect(outletSchema.parse({ ...good, active: 'No' }).active).toBe(false);
  });

  it('refuses each field with its message', () => {
    expect(errors({ name: ' ' })).toEqual({ name: M.name });
    expect(errors({ type: 'shop' })).toEqual({ type: M.type });
    expect(errors({ productLines: '' })).toEqual({ productLines: M.productLines });
    expect(errors({ productLines: 'cctv;toasters' })).toEqual({
      productLines: M.productLine('toasters'),
    });
    expect(errors({ address: 'x' })).toEqual({ address: M.address });
    expect(errors({ city: '' })).toEqual({ city: M.city });
    expect(errors({ state: 'Atlantis' })).toEqual({ state: M.state });
    expect(errors({ pincode: '01234' })).toEqual({ pincode: M.pincode });
    expect(errors({ pincode: '012345' })).toEqual({ pincode: M.pincode });
    expect(errors({ phones: '' })).toEqual({ phones: M.phones });
    expect(errors({ phones: '98765' })).toEqual({ phones: M.phone('98765') });
    expect(errors({ email: 'not-an-email' })).toEqual({ email: M.email });
    expect(errors({ openingHours: 'x'.repeat(201) })).toEqual({ openingHours: M.openingHours });
    expect(errors({ active: 'maybe' })).toEqual({ active: M.active });
    expect(errors({ name: 'Tab\there' })).toEqual({ name: M.controlChars });
    expect(Object.keys(errors({ name: undefined, pincode: undefined }))).toEqual([
      'name',
      'pincode',
    ]);
  });

  it('reads Indian phone numbers as people write them', () => {
    expect(phoneDigits('098765 43210')).toBe('9876543210');
    expect(phoneDigits('+91-172-2200002')).toBe('1722200002');
    expect(phoneDigits('919876543210')).toBe('9876543210');
    expect(phoneDigits('12345')).toBeNull();
    expect(phoneDigits('0123456789')).toBeNull();
  });
});

describe('outletSearchSchema', () => {
  const search = (q: Record<string, string>) => {
    const parsed = outletSearchSchema.safeParse(q);
    return parsed.success ? parsed.data : fieldErrors(parsed.error);
  };

  it('takes a pincode, city or state, with optional type and line', () => {
    expect(search({ pincode: ' 110001 ', type: 'dealer', line: 'cctv' })).toEqual({
      pincode: '110001',
      type: 'dealer',
      line: 'cctv',
    });
    expect(search({ state: 'tamil nadu', city: '' })).toEqual({ state: 'Tamil Nadu' });
  });

  it('answers each bad field with its message', () => {
    expect(search({})).toEqual({ pincode: L.nothingToSearch });
    expect(search({ pincode: '1100' })).toEqual({ pincode: L.pincode });
    expect(search({ city: 'x'.repeat(81) })).toEqual({ city: L.city });
    expect(search({ state: 'Atlantis' })).toEqual({ state: L.state });
    expect(search({ city: 'Pune', type: 'shop' })).toEqual({ type: L.type });
    expect(search({ city: 'Pune', line: 'toasters' })).toEqual({ line: L.line });
  });
});
