import { slugOf, type ImageAsset } from './media';

/** Our Customers (spec §2): two testimonials and about 60 business associates (fictional names). */
export interface Testimonial {
  id: number;
  name: string;
  company: string;
  description: string;
}

/** Section headings of the Our Customers page. */
export const customersHeadings = {
  testimonials: 'What Our Clients Say',
  associates: 'Business Associates',
} as const;

export const customersLead = 'Businesses and institutions across India trust our products.';

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Gurpreet Sidhu',
    company: 'Lifeline Hospitals Pvt Ltd',
    description:
      'The LED fittings in our wards have run for years without trouble, and the service team answers the same day.',
  },
  {
    id: 2,
    name: 'Shalini Nair',
    company: 'Tricity Infra Projects',
    description:
      'Their solar street lights and lithium backups were delivered on time and have cut our energy bills.',
  },
];

/** Made-up associate names, "<word> <kind>" (sample data, like the rest of the site's). */
const WORDS = [
  'Alpha',
  'Beacon',
  'Cedar',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lotus',
  'Meridian',
  'Nimbus',
  'Orchid',
  'Pioneer',
  'Quartz',
  'Riverside',
  'Summit',
  'Tundra',
];
const KINDS = ['Builders', 'Hospitals', 'Retail'];

export const businessAssociates: string[] = KINDS.flatMap((kind) =>
  WORDS.map((word) => `${word} ${kind}`),
);

/** Each associate's wordmark tile (original artwork drawn from the name, not a real logo). */
export const associateLogos: ImageAsset[] = businessAssociates.map((name) => ({
  src: `/images/clients/${slugOf(name)}.svg`,
  alt: `${name} logo`,
  width: 320,
  height: 160,
}));
