import { renderToStaticMarkup } from 'react-dom/server';
import { skuGrowthChart } from '@/content/sku-growth';
import { BarChart } from './bar-chart';

describe('BarChart (the SKU growth chart)', () => {
  const html = renderToStaticMarkup(
    <BarChart id="growth" data={skuGrowthChart} caption="Growth" />,
  );

  it('is one image named by its title and described by its description', () => {
    expect(html).toMatch(
      /<svg[^>]*viewBox="0 0 420 240" width="420" height="240"[^>]*role="img" aria-labelledby="growth-title" aria-describedby="growth-desc"/,
    );
    expect(html).toContain(`<title id="growth-title">${skuGrowthChart.title}</title>`);
    expect(html).toContain(
      '<desc id="growth-desc">A bar chart of the SKUs in our catalogue for each year we quote: it grew from 12 SKUs in 2014-15 to 700 in 2023.</desc>',
    );
    expect(html).toContain('<figcaption');
  });

  it('labels every bar with its year and count, and repeats them in a table', () => {
    expect(html.match(/<rect /g)).toHaveLength(7);
    const rows = [...html.matchAll(/<tr><th scope="row"[^>]*>([^<]+)<\/th><td>(\d+)<\/td><\/tr>/g)];
    expect(rows.map((m) => [m[1], Number(m[2])])).toEqual([
      ['2014-15', 12],
      ['2016-17', 40],
      ['2018-19', 100],
      ['2020', 200],
      ['2021', 400],
      ['2022', 600],
      ['2023', 700],
    ]);
    for (const [year, count] of rows.map((m) => [m[1], m[2]]))
      expect(html).toMatch(new RegExp(`<text[^>]*>${count}</text><text[^>]*>${year}</text>`));
  });

  it('hides the table on screen only (screen readers and paper read it)', () => {
    expect(html).toMatch(/<div class="sr-only print:not-sr-only[^"]*"><table /);
  });

  it('runs no script', () => {
    expect(html).not.toMatch(/<script|on[a-z]+=/i);
  });
});
