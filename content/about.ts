import { ROUTES } from './routes';
import { image, video } from './media';
import type { VideoLink } from './media';

/** About Us (spec §2 About Us, §9): banner, text, video, counters, purpose, verticals carousel. */
export const aboutIntro = {
  lead: 'Over 35 years of industry experience in lighting, lithium energy and metal engineering.',
  heading: 'Who we are',
  paragraphs: [
    'We are a listed manufacturer founded in 2008, with our corporate office in Chandigarh, two factories in Punjab (Mohali and Rajpura) and an overseas sales office in Australia.',
    'LED manufacturing began in 2014 at an industrial area in Mohali. Lithium battery and sheet metal production began in 2024 at our second site in Rajpura.',
  ],
  /** The four manufacturing unit pages linked from the About text. */
  unitsLead: 'Visit our manufacturing units:',
  units: [ROUTES.ledLights, ROUTES.lithiumBattery, ROUTES.inverterUps, ROUTES.sheetMetal],
  allUnits: { label: 'See all six of our manufacturing units', route: ROUTES.manufacturingUnits },
} as const;

export const aboutVideo: VideoLink = video(
  'our-journey-so-far',
  'Our Journey So Far',
  image('about/our-journey-so-far', 'Still from the film Our Journey So Far'),
);

export const aboutCarousel = {
  heading: 'Business Verticals',
  /** Each item is about 27% of the strip wide (spec §9). */
  itemWidthPercent: 27,
  items: [
    {
      title: 'LED Lights',
      description: 'Energy-efficient LED lighting for every space.',
      image: image('about/vertical-led-lights', 'LED lights in a warehouse'),
      link: ROUTES.ledLights,
    },
    {
      title: 'Lithium Batteries',
      description: 'Lithium battery packs with smart management.',
      image: image('about/vertical-lithium-batteries', 'A lithium battery pack'),
      link: ROUTES.lithiumBattery,
    },
    {
      title: 'Inverter & UPS',
      description: 'Inverters and UPS with built-in lithium batteries.',
      image: image('about/vertical-inverter-ups', 'A wall-mounted lithium inverter'),
      link: ROUTES.inverterUps,
    },
    {
      title: 'BESS',
      description: 'Battery energy storage from homes to the grid.',
      image: image('about/vertical-bess', 'A battery energy storage cabinet'),
      link: ROUTES.bess,
    },
    {
      title: 'Sheet Metal',
      description: 'Stainless steel fabrication on CNC machines.',
      image: image('about/vertical-sheet-metal', 'Stainless steel enclosures'),
      link: ROUTES.sheetMetal,
    },
    {
      title: 'CCTV',
      description: 'CCTV cameras and recorders for every site.',
      image: image('about/vertical-cctv', 'A dome CCTV camera'),
      link: ROUTES.cctv,
    },
  ],
} as const;
