import { renderToStaticMarkup } from 'react-dom/server';
import { Portrait } from './portrait';

describe('Portrait', () => {
  it('shows the initials, hidden from screen readers, until there is a photo', () => {
    const html = renderToStaticMarkup(
      <Portrait name="Rajan Sample" size={96} className="h-24 w-24" />,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('>RS<');
    expect(html).not.toContain('<img');
  });

  it('shows the photo, sized and decorative, once its path is set', () => {
    const html = renderToStaticMarkup(
      <Portrait
        name="Rajan Sample"
        photo="/images/team/rajan.jpg"
        size={96}
        className="h-24 w-24"
      />,
    );
    expect(html).toMatch(/<img[^>]* alt=""/);
    expect(html).toMatch(/width="96"[^>]*height="96"|height="96"[^>]*width="96"/);
    expect(html).toContain('rajan.jpg');
    expect(html).not.toContain('>RS<');
  });
});
