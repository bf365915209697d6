import { ROUTES, type PublicRoute } from './routes';

/** Our Services overview (the spec shows no content; this page links every vertical). */
export const servicesIntro =
  'We design and manufacture in our own factories in Punjab, across six verticals. Choose one to see its products, catalogues and films.';

export const serviceCards: { route: PublicRoute; title: string; text: string }[] = [
  {
    route: ROUTES.ledLights,
    title: 'LED Lights',
    text: 'Indoor, outdoor, street, industrial, solar and decorative LED lighting, made in Mohali since 2014.',
  },
  {
    route: ROUTES.lithiumBattery,
    title: 'Lithium Battery',
    text: 'Lithium battery packs with our own battery management, for inverters, EVs, telecom and storage.',
  },
  {
    route: ROUTES.bess,
    title: 'Battery Energy Storage (BESS)',
    text: 'Modular storage from homes to solar parks: peak shaving, backup and renewable integration.',
  },
  {
    route: ROUTES.inverterUps,
    title: 'Lithium Inverter & UPS',
    text: 'Inverters and UPS with built-in lithium batteries: zero maintenance, 5 year warranty.',
  },
  {
    route: ROUTES.sheetMetal,
    title: 'Sheet Metal',
    text: 'Stainless steel sheet metal work on CNC machines: our metal engineering profile.',
  },
  {
    route: ROUTES.cctv,
    title: 'CCTV',
    text: 'CCTV cameras and surveillance systems, supplied, installed and maintained.',
  },
];

export const servicesCardsLabel = 'Our verticals';

export const servicesMore = {
  text: 'See where it is all made:',
  and: ' and ',
  links: [ROUTES.manufacturingUnits, ROUTES.infrastructure],
};
