import { CONTACT_MESSAGES } from '@/content/contact';
import { CONTACT_MESSAGES as HI_CONTACT } from '@/content/hi/contact';
import { HTTP_MESSAGES } from '@/content/api';
import { HTTP_MESSAGES as HI_HTTP } from '@/content/hi/api';
import { answerIn, translatorFor } from './answers';
import { postedLanguage, translator } from './translations';

const jsonAnswer = (body: unknown, status = 422) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Other': 'kept' },
  });

describe('answers in the language of the page that posted', () => {
  it('reads the page’s language from Content-Language; anything else is English', () => {
    const of = (value?: string) =>
      postedLanguage(new Headers(value === undefined ? {} : { 'Content-Language': value }));
    expect(of('hi')).toBe('hi');
    expect(of(' HI ')).toBe('hi');
    expect(of('hi-IN')).toBe('hi');
    expect(of(undefined)).toBe('en');
    expect(of('en')).toBe('en');
    expect(of('fr')).toBe('en');
    expect(of('')).toBe('en');
    expect(of('hindi')).toBe('en');
  });

  it('maps content/’s English to the same place in content/hi', () => {
    const translate = translatorFor('hi');
    expect(translate(CONTACT_MESSAGES.name)).toBe(HI_CONTACT.name);
    expect(translate(HTTP_MESSAGES.internal)).toBe(HI_HTTP.internal);
    // Text that is not a word of ours (a value, a name) stays as it is.
    expect(translate('Gurpreet')).toBe('Gurpreet');
    // Two modules of one shape, as the browser's forms use it.
    expect(translator({ a: ['x', { b: 'y' }] }, { a: ['क', { b: 'ख' }] })('y')).toBe('ख');
  });

  it('translates the message and each field’s error of a JSON answer, nothing else', async () => {
    const english = {
      message: CONTACT_MESSAGES.invalid,
      errors: { name: CONTACT_MESSAGES.name, mobile: CONTACT_MESSAGES.mobile },
      ticket: 'SR/2026-27/000001',
    };
    const answer = await answerIn(jsonAnswer(english), 'hi');
    expect(answer.status).toBe(422);
    expect(answer.headers.get('Content-Language')).toBe('hi');
    expect(answer.headers.get('X-Other')).toBe('kept');
    expect(await answer.json()).toEqual({
      message: HI_CONTACT.invalid,
      errors: { name: HI_CONTACT.name, mobile: HI_CONTACT.mobile },
      ticket: 'SR/2026-27/000001',
    });
  });

  it('leaves English answers, and answers that are not JSON, exactly as they were', async () => {
    const english = jsonAnswer({ message: CONTACT_MESSAGES.invalid });
    expect(await answerIn(english, 'en')).toBe(english);
    const pdf = new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    expect(await answerIn(pdf, 'hi')).toBe(pdf);
    const empty = new Response(null, { status: 204 });
    expect(await answerIn(empty, 'hi')).toBe(empty);
  });
});
