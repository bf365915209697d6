import { gallery, image, pdf, video } from '../media';
import { ROUTES } from '../routes';
import type { ProductPageContent } from './types';

const catalogue = (slug: string, title: string) => pdf('catalogues', `inverter-${slug}`, title);

export const inverterUps: ProductPageContent = {
  route: ROUTES.inverterUps,
  banner: image('products/inverter-ups-banner', 'Lithium inverters on the assembly line', 'banner'),
  lead: 'Inverters and UPS units with built-in lithium batteries, made in Punjab.',
  intro: {
    heading: 'Lithium Inverter & UPS',
    paragraphs: [
      'Our inverters and UPS units pair pure sine wave electronics with a built-in lithium battery and an advanced battery management system, for homes, shops, offices and telecom sites.',
    ],
  },
  catalogues: {
    heading: 'Catalogues',
    links: [
      catalogue('home-ups', 'Home UPS catalogue'),
      catalogue('1100va', 'Lithium inverter 1100 VA'),
      catalogue('2100va', 'Lithium inverter 2100 VA'),
      catalogue('online-ups', 'Online UPS catalogue'),
      catalogue('solar-pcu', 'Solar PCU catalogue'),
      catalogue('telecom', 'Telecom power systems'),
      catalogue('portable', 'Portable power stations'),
    ],
  },
  related: { heading: 'Warranty', links: [ROUTES.warranty, ROUTES.warrantyCheck] },
  lists: [
    {
      heading: 'Benefits',
      items: [
        'Lifespan over 10 years',
        'Zero maintenance',
        '5 year comprehensive warranty',
        'Advanced battery management system',
        'Dual LED display',
        'Wall-mounted or portable',
      ],
    },
  ],
  video: video(
    'inverter-ups-video',
    'Watch our inverter and UPS line',
    image('products/inverter-ups-video', 'Still from the inverter and UPS film'),
  ),
  accordion: {
    heading: 'Frequently asked questions',
    items: [
      {
        title: 'Why a lithium battery instead of lead-acid?',
        body: 'Lithium batteries last several times longer, charge faster, need no topping up and weigh far less.',
      },
      {
        title: 'Which models are available?',
        body: 'The range runs from 1100 VA and 2100 VA home inverters to online UPS and solar PCUs.',
      },
      {
        title: 'How is the battery protected?',
        body: 'The battery management system guards against overcharge, deep discharge, short circuit and overheating.',
      },
    ],
  },
  features: [
    {
      title: 'Built-in lithium battery',
      text: 'One compact unit: no separate battery, trolley or acid.',
    },
    {
      title: 'Smart monitoring',
      text: 'The dual LED display shows load, backup time and battery health.',
    },
  ],
  gallery: {
    heading: 'Gallery',
    images: gallery('products/inverter-ups', 'Inverter and UPS range', 10),
  },
};
