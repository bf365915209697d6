import { calculatorText } from '@/content/calculator';
import { calculatorText as calculatorHi } from '@/content/hi/calculator';
import {
  checkSizingForm,
  DEFAULT_HOURS,
  formFromQuery,
  queryFromForm,
  SIZING_LIMITS,
  toSearchParams,
} from './query';

const E = calculatorText.errors;
const parse = (query: string) => checkSizingForm(formFromQuery(new URLSearchParams(query)));

describe('the calculator address', () => {
  it('reads appliances, own items and hours', () => {
    const r = parse('fan=4&led-bulb=6&tv=1&cn=Pump&cw=750&cq=1&hours=3');
    expect(r.errors).toEqual({});
    expect(r.hours).toBe(3);
    expect(r.items).toEqual([
      { watts: 75, qty: 4 },
      { watts: 9, qty: 6 },
      { watts: 100, qty: 1 },
      { watts: 750, qty: 1 },
    ]);
  });

  it('reads what the GET form sends: every field, most of them empty', () => {
    const r = parse(
      'fan=2&bldc-fan=&led-bulb=0&cn=&cw=&cq=&cn=Drill&cw=500&cq=&cn=&cw=&cq=&hours=1.5',
    );
    expect(r.errors).toEqual({});
    expect(r.items).toEqual([
      { watts: 75, qty: 2 },
      { watts: 500, qty: 1 },
    ]);
    expect(r.hours).toBe(1.5);
  });

  it('starts at the default hours, with nothing chosen and no messages', () => {
    const form = formFromQuery(new URLSearchParams(''));
    expect(form.hours).toBe(DEFAULT_HOURS);
    expect(checkSizingForm(form)).toEqual({ errors: {}, items: [], hours: 3 });
  });

  it('gives every wrong field its message, and never throws', () => {
    const r = parse('fan=abc&tv=51&led-bulb=-1&cn=&cw=90000&cq=2&cn=Pump&cw=0&cq=x&hours=25');
    expect(r.errors).toEqual({
      fan: E.wholeNumber,
      tv: E.quantityMax(SIZING_LIMITS.maxQty),
      'led-bulb': E.wholeNumber,
      'cn-0': E.nameMissing,
      'cw-0': E.wattsRange(SIZING_LIMITS.maxWatts),
      'cw-1': E.wattsRange(SIZING_LIMITS.maxWatts),
      'cq-1': E.wholeNumber,
      hours: E.hoursRange(SIZING_LIMITS.minHours, SIZING_LIMITS.maxHours),
    });
  });

  it('refuses hours that are not half hours, and empty hours', () => {
    expect(parse('hours=2.25').errors.hours).toBeDefined();
    expect(parse('hours=0').errors.hours).toBeDefined();
    expect(parse('hours=').errors.hours).toBeDefined();
    expect(parse('hours=24').errors).toEqual({});
  });

  it('caps own items and name lengths', () => {
    const six = Array.from({ length: 6 }, (_, i) => `cn=A${i}&cw=10&cq=1`).join('&');
    expect(parse(six).errors).toEqual({ custom: E.tooManyItems(SIZING_LIMITS.maxCustom) });
    expect(parse(`cn=${'x'.repeat(41)}&cw=10`).errors).toEqual({
      'cn-0': E.nameTooLong(SIZING_LIMITS.maxName),
    });
    expect(parse('cn=a%00b&cw=10').errors).toEqual({ 'cn-0': E.nameChars });
  });

  it('writes the shortest address for a form, which reads back the same', () => {
    const form = formFromQuery(
      new URLSearchParams('fan=4&tv=0&led-bulb=&cn=&cw=&cq=&cn=Pump&cw=750&cq=1&hours=3'),
    );
    const query = queryFromForm(form);
    expect(query).toBe('fan=4&cn=Pump&cw=750&cq=1&hours=3');
    expect(checkSizingForm(formFromQuery(new URLSearchParams(query)))).toEqual(
      checkSizingForm(form),
    );
  });

  it("turns Next's searchParams into URLSearchParams, repeated fields in order", () => {
    const params = toSearchParams({ fan: '2', cn: ['A', 'B'], none: undefined });
    expect(params.toString()).toBe('fan=2&cn=A&cn=B');
  });

  it('gives its messages in the language asked for, English unless told', () => {
    const form = formFromQuery(new URLSearchParams('fan=x&cn=Pump&cw=99999&hours=30'));
    const hindi = calculatorHi.errors;
    expect(checkSizingForm(form, hindi).errors).toEqual({
      fan: hindi.wholeNumber,
      'cw-0': hindi.wattsRange(SIZING_LIMITS.maxWatts),
      hours: hindi.hoursRange(SIZING_LIMITS.minHours, SIZING_LIMITS.maxHours),
    });
    expect(checkSizingForm(form).errors).toEqual({
      fan: E.wholeNumber,
      'cw-0': E.wattsRange(SIZING_LIMITS.maxWatts),
      hours: E.hoursRange(SIZING_LIMITS.minHours, SIZING_LIMITS.maxHours),
    });
    expect(hindi.wholeNumber).not.toBe(E.wholeNumber);
  });
});
