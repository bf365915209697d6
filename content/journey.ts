import { image } from './media';

/** Our Journey (spec §2): as the old site tells it. Phase 6 is not mentioned there either. */
export const journeyBanner = image(
  'journey/banner',
  'The Mohali LED plant at dusk, where our journey began',
  'banner',
);

export const journeyLead = 'From our first LED plant to lithium batteries and energy storage.';

export const milestonesHeading = 'Milestones';

export const milestones = [
  {
    year: '2010',
    title: 'Start of new product development',
    text: 'We began developing new LED lighting products.',
  },
  {
    year: '2013',
    title: 'First LED plant',
    text: 'Our first LED plant opened at an industrial area in Mohali, Punjab: about 20,000 sq ft, with a Japanese SMT line.',
  },
  { year: '2014-15', title: 'Phase 1', text: '12 SKUs.' },
  { year: '2016-17', title: 'Phase 2', text: '40 SKUs, including COB lights.' },
  { year: '2018-19', title: 'Phase 3', text: '100 SKUs.' },
  {
    year: '2020',
    title: 'Phase 4',
    text: '200 SKUs, with solar street lights and pharmaceutical and institutional lighting.',
  },
  {
    year: '2021-22',
    title: 'Phase 5',
    text: '600+ SKUs, and a new mega factory on a 250,000 sq ft plot with CNC-based manufacturing.',
  },
  {
    year: '2023-24',
    title: 'Phase 7',
    text: '700+ SKUs, and a new factory for lithium batteries, inverters and energy storage.',
  },
] as const;

export const futurePlans = {
  heading: 'Future plans',
  text: 'Battery packs for electric vehicles, energy storage systems, UPS and inverters, and for aeronautical, drone and railway applications.',
} as const;
