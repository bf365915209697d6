import { image, pdf, video } from '../media';
import { ROUTES } from '../routes';
import type { ProductPageContent } from './types';

const catalogue = (slug: string, title: string) => pdf('catalogues', `led-${slug}`, title);

export const ledLights: ProductPageContent = {
  route: ROUTES.ledLights,
  banner: image(
    'products/led-lights-banner',
    'LED lights under test in the Mohali plant',
    'banner',
  ),
  lead: 'LED lighting made in Mohali since 2014, from 12 SKUs to more than 700.',
  intro: {
    heading: 'LED Lights Manufacturing',
    paragraphs: [
      'Our Mohali plant makes LED lighting for homes, offices, streets, industry, hospitals and institutions, with a Japanese SMT line and in-house testing.',
    ],
  },
  catalogues: {
    heading: 'Catalogues',
    links: [
      catalogue('indoor', 'Indoor lights catalogue'),
      catalogue('outdoor', 'Outdoor lights catalogue'),
      catalogue('street', 'Street lights catalogue'),
      catalogue('industrial', 'Industrial lights catalogue'),
      catalogue('solar', 'Solar lights catalogue'),
      catalogue('decorative', 'Decorative lights catalogue'),
    ],
  },
  lists: [
    {
      heading: 'Our product line',
      items: [
        'Panel lights',
        'Down lights',
        'Bulbs',
        'Tube lights',
        'Street lights',
        'Flood lights',
        'High bay lights',
        'Solar street lights',
        'COB lights',
        'Wall lights',
        'Strip lights',
        'Decorative lights',
      ],
    },
  ],
  video: video(
    'led-lights-video',
    'Watch our LED plant at work',
    image('products/led-lights-video', 'Still from the LED plant film'),
  ),
  accordion: {
    heading: 'Frequently asked questions',
    items: [
      {
        title: 'Do you make lights for institutions?',
        body: 'Yes: hospitals, pharmaceutical plants, schools and government buildings use our lights.',
      },
      {
        title: 'Can you make lights to our design?',
        body: 'Our design and R&D engineers develop custom luminaires for large orders.',
      },
      {
        title: 'What warranty do the lights carry?',
        body: 'Every light carries a written warranty; see each catalogue for its terms.',
      },
    ],
  },
};
