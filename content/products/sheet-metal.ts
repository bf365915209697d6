import { gallery, image, pdf, video } from '../media';
import { ROUTES } from '../routes';
import type { ProductPageContent } from './types';

export const sheetMetal: ProductPageContent = {
  route: ROUTES.sheetMetal,
  banner: image(
    'products/sheet-metal-banner',
    'Stainless steel sheets on a CNC bending press',
    'banner',
  ),
  lead: 'Stainless steel sheet metal work: our metal engineering profile.',
  intro: {
    heading: 'Sheet Metal',
    paragraphs: [
      'Our sheet metal unit cuts, bends, welds and finishes stainless steel on CNC machines: enclosures, kitchen and hospital fittings, racks and panels.',
    ],
  },
  related: { heading: 'Our other products', links: [ROUTES.ledLights, ROUTES.lithiumBattery] },
  catalogues: {
    heading: 'Catalogue',
    links: [pdf('catalogues', 'sheet-metal', 'Sheet metal catalogue')],
  },
  lists: [
    {
      heading: 'Benefits',
      items: [
        'Food- and hospital-grade stainless steel',
        'CNC precision and repeatability',
        'Custom sizes and finishes',
        'In-house design and fabrication',
      ],
    },
  ],
  video: video(
    'sheet-metal-video',
    'Watch our sheet metal unit',
    image('products/sheet-metal-video', 'Still from the sheet metal film'),
  ),
  accordion: {
    heading: 'Frequently asked questions',
    items: [
      {
        title: 'Which grades of steel do you work?',
        body: 'Mainly SS 304 and SS 316, with mild steel for some enclosures.',
      },
      {
        title: 'Do you take custom orders?',
        body: 'Yes: send us a drawing or a sample and our design engineers will quote.',
      },
    ],
  },
  features: [
    { title: 'CNC fabrication', text: 'Laser cutting, CNC bending and robotic welding.' },
    { title: 'Finishing', text: 'Polished, brushed or powder-coated surfaces.' },
  ],
  gallery: { heading: 'Gallery', images: gallery('products/sheet-metal', 'Sheet metal work', 10) },
};
