import * as en from '../customers';
import type { Testimonial } from '../customers';
import type { ImageAsset } from '../media';
import type { Words } from '../words-type';

/** Our Customers (spec §2): two testimonials and about 60 business associates (fictional names). */

/** Section headings of the Our Customers page. */
export const customersHeadings: Words<typeof en.customersHeadings> = {
  testimonials: 'हमारे ग्राहक क्या कहते हैं',
  associates: 'व्यावसायिक सहयोगी',
};

export const customersLead: Words<typeof en.customersLead> =
  'पूरे भारत में व्यवसाय और संस्थान हमारे उत्पादों पर भरोसा करते हैं।';

/** People's names in Devanagari; their companies' names stay as the companies write them. */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'गुरप्रीत सिद्धू',
    company: 'Lifeline Hospitals Pvt Ltd',
    description:
      'हमारे वार्डों में लगी LED फ़िटिंग सालों से बिना किसी परेशानी के चल रही हैं, और सर्विस टीम उसी दिन जवाब देती है।',
  },
  {
    id: 2,
    name: 'शालिनी नायर',
    company: 'Tricity Infra Projects',
    description:
      'उनकी सोलर स्ट्रीट लाइटें और लिथियम बैकअप समय पर पहुँचे, और इनसे हमारे बिजली के बिल कम हो गए हैं।',
  },
];

/** The associates are companies: their names stay as written, like the wordmark on each tile. */
export const businessAssociates: string[] = en.businessAssociates;

/** Each associate's wordmark tile: the same file as in English, with a Hindi alt text. */
export const associateLogos: ImageAsset[] = en.associateLogos.map((logo, i) => ({
  ...logo,
  alt: `${businessAssociates[i]} का लोगो`,
}));
