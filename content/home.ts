import { ROUTES } from './routes';
import { image, pdf } from './media';
import { skuGrowthSentence } from './sku-growth';

/** Home page words and pictures (spec §2 Home, §9). */
export const homeBanner = {
  label: 'Highlights',
  /** Each slide's link, "Explore LED Lights". */
  explore: (title: string) => `Explore ${title}`,
  /** Banner rotation period (spec §9). */
  intervalMs: 5000,
  slides: [
    {
      title: 'LED Lights',
      description: 'Bright, efficient lighting for homes, streets, industry and institutions.',
      image: image('home/banner-led-lights', 'Rows of LED panel lights on a test rack', 'banner'),
      link: ROUTES.ledLights,
    },
    {
      title: 'Lithium Battery',
      description: 'Long-life lithium battery packs with smart battery management.',
      image: image(
        'home/banner-lithium-battery',
        'Lithium battery packs on an assembly line',
        'banner',
      ),
      link: ROUTES.lithiumBattery,
    },
    {
      title: 'Stainless Steel Sheet Metal',
      description: 'Precision stainless steel fabrication on CNC machines.',
      image: image(
        'home/banner-sheet-metal',
        'A CNC press bending a stainless steel sheet',
        'banner',
      ),
      link: ROUTES.sheetMetal,
    },
  ],
} as const;

export const whoWeAre = {
  heading: 'Who We Are',
  text:
    'We are a listed Indian manufacturer with over 35 years of industry experience in lighting and power electronics. ' +
    'From our corporate office in Chandigarh and two factories in Punjab, at Mohali and Rajpura, we design and make LED lights, ' +
    'lithium batteries, battery energy storage systems, inverters and UPS units, stainless steel sheet metal and CCTV cameras. ' +
    'LED manufacturing began in 2014 at an industrial area in Mohali; lithium and sheet metal production began in 2024 at our second site. ' +
    `An overseas sales office in Australia serves our customers abroad, and our catalogue has grown ${skuGrowthSentence}.`,
  brochureLabel: 'Company brochure',
  sliderLabel: 'Our company in pictures',
  brochure: pdf('company', 'about-us', 'Download our About Us PDF'),
  slider: [
    image('home/who-we-are-01', 'The Mohali LED factory seen from its gate'),
    image('home/who-we-are-02', 'Workers assembling LED street lights'),
    image('home/who-we-are-03', 'The SMT line placing LEDs on circuit boards'),
    image('home/who-we-are-04', 'Lithium battery cells being tested'),
    image('home/who-we-are-05', 'Finished products in the Chandigarh showroom'),
  ],
} as const;

export const homeSections = {
  verticals: 'Our Manufacturing Verticals',
  awards: 'Award & Recognitions',
  certifications: 'Certifications',
} as const;
