import { env } from '@/lib/platform/env';
import { outsideSourcesFor } from './outside-sources';

describe('outsideSourcesFor', () => {
  it.each(['/contact-us', '/investor-relations'])(
    'lets %s load reCAPTCHA and frame the map',
    (path) => {
      const sources = outsideSourcesFor(path);
      expect(sources.script).toEqual([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
      expect(sources.frame).toContain('https://www.google.com');
    },
  );

  it('lets the dealer form load reCAPTCHA, and frame nothing else', () => {
    const sources = outsideSourcesFor('/dealers-distributors');
    expect(sources.script).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(sources.frame).toEqual(sources.script);
  });

  it.each(['/', '/our-services', '/investor-relations/financials', '/contact-usx'])(
    'gives %s no outside hosts for the captcha or the map',
    (path) => {
      expect(outsideSourcesFor(path)).toEqual({ script: [], frame: [], connect: [], img: [] });
    },
  );

  it('lets the warranty form load reCAPTCHA, and its check page nothing', () => {
    expect(outsideSourcesFor('/warranty')).toEqual(outsideSourcesFor('/dealers-distributors'));
    expect(outsideSourcesFor('/warranty/check')).toEqual({
      script: [],
      frame: [],
      connect: [],
      img: [],
    });
  });

  it("allows the folder of another reCAPTCHA script address (RECAPTCHA_SCRIPT_URL), not Google's", () => {
    const before = env.RECAPTCHA_SCRIPT_URL;
    try {
      Object.assign(env, { RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3101/recaptcha/api.js' });
      const sources = outsideSourcesFor('/service-request');
      const expected = ['http://127.0.0.1:3101/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
      expect(sources).toMatchObject({ script: expected, frame: expected, connect: expected });
    } finally {
      Object.assign(env, { RECAPTCHA_SCRIPT_URL: before });
    }
  });
});
