import { image, pdf, video } from '../media';
import { ROUTES } from '../routes';
import type { ProductPageContent } from './types';

const catalogue = (slug: string, title: string) => pdf('catalogues', `battery-${slug}`, title);

export const lithiumBattery: ProductPageContent = {
  route: ROUTES.lithiumBattery,
  banner: image(
    'products/lithium-battery-banner',
    'Lithium battery packs ready for dispatch',
    'banner',
  ),
  bannerVideo: video(
    'lithium-battery-banner-video',
    'Lithium battery production film',
    image('products/lithium-battery-banner-video', 'Battery cells moving along the line'),
  ),
  lead: 'Lithium battery packs made at Rajpura since 2024.',
  intro: {
    heading: 'Lithium Battery',
    paragraphs: [
      'We assemble lithium battery packs with our own battery management systems for inverters, UPS, electric vehicles, telecom and energy storage.',
    ],
  },
  catalogues: {
    heading: 'Catalogues',
    links: [
      catalogue('packs', 'Lithium battery packs'),
      catalogue('ev', 'EV battery packs'),
      catalogue('ess', 'Energy storage batteries'),
    ],
  },
  related: { heading: 'Warranty', links: [ROUTES.warranty, ROUTES.warrantyCheck] },
  lists: [
    {
      heading: 'Advantages',
      items: [
        'Several times the life of lead-acid batteries',
        'Fast charging',
        'No maintenance and no acid',
        'Light and compact',
        'Built-in battery management system',
      ],
    },
  ],
  video: video(
    'lithium-battery-video',
    'Watch how our battery packs are made',
    image('products/lithium-battery-video', 'Still from the battery pack film'),
  ),
  accordion: {
    heading: 'Frequently asked questions',
    items: [
      {
        title: 'Which cell chemistry do you use?',
        body: 'Mainly lithium iron phosphate (LFP), chosen for safety and long cycle life.',
      },
      {
        title: 'Can packs be built to order?',
        body: 'Yes: voltage, capacity and enclosure are built to each application.',
      },
      {
        title: 'How are packs tested?',
        body: 'Every pack is cycled and checked by its battery management system before dispatch.',
      },
    ],
  },
};
