import { ROUTES } from '@/content/routes';
import { htmlRedirects } from './html-redirects';

describe('htmlRedirects', () => {
  const redirects = htmlRedirects();

  it('sends every route.html to its route, permanently', () => {
    expect(redirects).toContainEqual({
      source: '/our-services/led-lights.html',
      destination: '/our-services/led-lights',
      permanent: true,
    });
    expect(redirects).toContainEqual({ source: '/index.html', destination: '/', permanent: true });
    expect(redirects).toHaveLength(Object.keys(ROUTES).length);
  });

  it('never redirects an address to itself', () => {
    for (const r of redirects) expect(r.source).not.toBe(r.destination);
  });
});
