import * as en from '../sku-growth';
import type { Words } from '../words-type';

/** The SKU counts the spec quotes (§1): facts, the same in every language. */
export const skuCounts = en.skuCounts;

const first = skuCounts[0];
const last = skuCounts[skuCounts.length - 1]!;

/**
 * The range in words, as the home page's Who We Are text and the chart's description say it:
 * "हमारा कैटलॉग <this> पहुँच गया है।"
 */
export const skuGrowthSentence: Words<typeof en.skuGrowthSentence> =
  `${first.period} के ${first.count} SKU से बढ़कर ${last.period} में ${last.count} SKU तक`;

export const skuGrowthHeading: Words<typeof en.skuGrowthHeading> = 'उत्पादों की बढ़ती संख्या';

/** The chart's words and bars (components/ui/bar-chart.tsx). */
export const skuGrowthChart: Words<typeof en.skuGrowthChart> = {
  title: 'हर वर्ष हमारे कैटलॉग में उत्पाद (SKU)',
  description: `हमारे कैटलॉग के SKU का बार चार्ट, उन सभी वर्षों के लिए जिनके आँकड़े हम देते हैं: कैटलॉग ${skuGrowthSentence} पहुँच गया है।`,
  labelHeader: 'वर्ष',
  valueHeader: 'SKU',
  points: en.skuGrowthChart.points,
};
