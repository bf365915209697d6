import { image } from './media';
import { ROUTES } from './routes';

/** The company facts shared by Home and About Us (spec §1). Both figures for experience appear. */
export const verticals = [
  {
    number: '01',
    title: 'LED Lights',
    route: ROUTES.ledLights,
    summary: 'Indoor, outdoor, street, industrial and decorative LED lighting, made in Mohali.',
  },
  {
    number: '02',
    title: 'Lithium Battery',
    route: ROUTES.lithiumBattery,
    summary: 'Lithium battery packs for homes, vehicles, telecom and energy storage.',
  },
  {
    number: '03',
    title: 'Lithium Inverter & UPS',
    route: ROUTES.inverterUps,
    summary: 'Inverters and UPS units with built-in lithium batteries and smart management.',
  },
  {
    number: '04',
    title: 'Battery Energy Storage (BESS)',
    route: ROUTES.bess,
    summary: 'Energy storage systems from 5 kWh for homes to 1 MWh for the grid.',
  },
  {
    number: '05',
    title: 'Sheet Metal',
    route: ROUTES.sheetMetal,
    summary: 'Stainless steel sheet metal work: the metal engineering profile of our group.',
  },
  {
    number: '06',
    title: 'CCTV',
    route: ROUTES.cctv,
    summary: 'CCTV cameras and recorders for homes, shops, factories and campuses.',
  },
] as const;

export const awards = [
  {
    year: 2017,
    title: 'Emerging LED Manufacturer of the Year',
    badge: image('awards/2017', '2017 award badge', 'square'),
  },
  {
    year: 2018,
    title: 'Excellence in Energy-Efficient Lighting',
    badge: image('awards/2018', '2018 award badge', 'square'),
  },
  {
    year: 2019,
    title: 'Best Make in India Lighting Brand',
    badge: image('awards/2019', '2019 award badge', 'square'),
  },
  {
    year: 2020,
    title: 'Outstanding Solar Street Lighting Project',
    badge: image('awards/2020', '2020 award badge', 'square'),
  },
  {
    year: 2021,
    title: 'Innovation in Lithium Energy Storage',
    badge: image('awards/2021', '2021 award badge', 'square'),
  },
] as const;

export const certifications = [
  {
    code: 'ISO',
    /** What the badge's card shows. */
    label: 'ISO',
    title: 'ISO certified quality management',
    badge: image('certifications/iso', 'ISO certification badge', 'square'),
  },
  {
    code: 'CE',
    label: 'CE',
    title: 'CE marking for the European market',
    badge: image('certifications/ce', 'CE certification badge', 'square'),
  },
  {
    code: 'FC',
    label: 'FC',
    title: 'FC (FCC) electromagnetic compliance',
    badge: image('certifications/fc', 'FC certification badge', 'square'),
  },
  {
    code: 'MSME',
    label: 'MSME',
    title: 'Registered MSME enterprise',
    badge: image('certifications/msme', 'MSME certification badge', 'square'),
  },
  {
    code: 'NSIC',
    label: 'NSIC',
    title: 'NSIC registered supplier',
    badge: image('certifications/nsic', 'NSIC certification badge', 'square'),
  },
  {
    code: 'Trademark',
    label: 'Trademark',
    title: 'Registered trademarks for our brands',
    badge: image('certifications/trademark', 'Trademark certification badge', 'square'),
  },
] as const;

export const countersLabel = 'Our record in numbers';

export const counters = [
  { value: 16, suffix: '+', label: 'Years experience' },
  { value: 200, suffix: '+', label: 'Projects taken' },
  { value: 10, suffix: '+', label: 'Awards won' },
] as const;

export const purpose = [
  {
    title: 'Mission',
    text: "Our mission is our customers' happiness, through energy-efficient LED lighting and lithium battery products that work reliably for years.",
  },
  {
    title: 'Vision',
    text: 'To be a world leader in energy-efficient, environment-positive products.',
  },
  {
    title: 'Values',
    text: 'Innovation, sustainability and excellence, in every product we design, make and support.',
  },
] as const;
