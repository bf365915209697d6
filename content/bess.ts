import { image } from './media';
import { ROUTES } from './routes';
import type { Testimonial } from './customers';

/** BESS (spec §2, §9): features, six product cards of which 4 show first, two testimonials. */
export const bessHeadline = {
  title: 'Battery Energy Storage Systems',
  lead: 'Store energy when it is cheap or green, and use it when you need it.',
};

export const bessFeaturesHeading = 'Why battery energy storage';

export const bessFeatures = [
  {
    title: 'High Efficiency',
    text: 'Lithium iron phosphate cells with round-trip efficiency above 90%.',
  },
  {
    title: 'Renewable Integration',
    text: 'Store solar and wind energy for use after sunset or in still weather.',
  },
  {
    title: 'Grid Stability',
    text: 'Peak shaving, load shifting and backup that steady the supply.',
  },
  {
    title: 'Scalable Solutions',
    text: 'Modular cabinets from a few kWh for homes to MWh for industry.',
  },
] as const;

/** The spec's six product cards (placeholders there): made-up models, like all the site's sample data. */
export const bessProducts = {
  heading: 'Our BESS range',
  /** Under the cards: the catalogue's BESS finder (/products/bess). */
  allModels: 'Every BESS model, with specifications, certifications and warranty',
  initiallyShown: 4,
  cards: [
    {
      title: 'Home BESS 5 kWh',
      text: 'Wall-mounted storage for a home with rooftop solar.',
    },
    { title: 'Home BESS 10 kWh', text: 'Whole-home backup with a hybrid inverter.' },
    {
      title: 'Commercial BESS 50 kWh',
      text: 'Cabinet storage for shops, offices and clinics.',
    },
    { title: 'Commercial BESS 100 kWh', text: 'Peak shaving for small factories.' },
    {
      title: 'Industrial BESS 500 kWh',
      text: 'Containerised storage for plants and campuses.',
    },
    {
      title: 'Utility BESS 1 MWh',
      text: 'Grid-scale storage for solar parks and feeders.',
    },
  ].map((card, i) => ({
    ...card,
    image: image(`bess/product-${i + 1}`, `${card.title} cabinet`),
  })),
};

export const bessTestimonialsHeading = 'What our customers say';

export const bessTestimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Harjit Brar',
    company: 'Frostline Cold Storage',
    description:
      'Our BESS runs the cold rooms through power cuts and has paid for itself in peak savings.',
  },
  {
    id: 2,
    name: 'Lata Iyer',
    company: 'Sunfield Solar Park',
    description:
      'Storage lets us sell our solar power in the evening peak instead of curtailing it.',
  },
];

export const bessCallToAction = {
  heading: 'Plan your energy storage with us',
  text: 'Tell us about your site and load, and our engineers will size a system for you.',
  label: 'Contact us',
  route: ROUTES.contact,
};
