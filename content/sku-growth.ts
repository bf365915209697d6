/** The SKU counts the spec quotes (§1), one bar each in the growth charts (Our Journey, Home). */
export const skuCounts = [
  { period: '2014-15', count: 12 },
  { period: '2016-17', count: 40 },
  { period: '2018-19', count: 100 },
  { period: '2020', count: 200 },
  { period: '2021', count: 400 },
  { period: '2022', count: 600 },
  { period: '2023', count: 700 },
] as const;

const first = skuCounts[0];
const last = skuCounts[skuCounts.length - 1]!;

/** The range in words, as the home page's Who We Are text and the chart's description say it. */
export const skuGrowthSentence = `from ${first.count} SKUs in ${first.period} to ${last.count} in ${last.period}`;

export const skuGrowthHeading = 'Growth in products';

/** The chart's words and bars (components/ui/bar-chart.tsx). */
export const skuGrowthChart = {
  title: 'Products in our catalogue (SKUs) by year',
  description: `A bar chart of the SKUs in our catalogue for each year we quote: it grew ${skuGrowthSentence}.`,
  labelHeader: 'Year',
  valueHeader: 'SKUs',
  points: skuCounts.map(({ period, count }) => ({ label: period, value: count })),
};
