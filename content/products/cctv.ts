import { gallery, image } from '../media';
import { ROUTES } from '../routes';
import type { ProductPageContent } from './types';

export const cctv: ProductPageContent = {
  route: ROUTES.cctv,
  banner: image('products/cctv-banner', 'A dome CCTV camera on a factory ceiling', 'banner'),
  lead: 'CCTV cameras and surveillance systems for homes, shops and industry.',
  intro: {
    heading: 'CCTV',
    paragraphs: [
      'Our CCTV brand offers dome, bullet and PTZ cameras with recorders and remote viewing, chosen and tested by our own engineers.',
    ],
  },
  lists: [],
  images: { heading: 'Our cameras', images: gallery('products/cctv', 'CCTV camera range', 6) },
  sections: [
    {
      heading: 'What We Offer',
      text: 'Site surveys, supply, installation and maintenance of CCTV systems, from a single shop camera to a factory-wide network with remote monitoring.',
    },
  ],
};
