import { ROUTES, type PublicRoute } from './routes';

export interface ManufacturingUnit {
  number: string;
  title: string;
  summary: string;
  route: PublicRoute;
}

/**
 * Our Manufacturing Units (spec §2): six numbered cards. The old site linked some of these with
 * a `.html` suffix; they point at the clean routes now, and `.html` addresses still redirect.
 */
export const manufacturingUnits: ManufacturingUnit[] = [
  {
    number: '01',
    title: 'Fancy Lights Store',
    summary: 'Decorative and fancy lights on show in our stores and showrooms.',
    route: ROUTES.infrastructure,
  },
  {
    number: '02',
    title: 'LED Light',
    summary: 'Our LED lighting plant at Mohali, with its SMT line.',
    route: ROUTES.ledLights,
  },
  {
    number: '03',
    title: 'Lithium Battery',
    summary: 'Lithium battery pack assembly and testing at Rajpura.',
    route: ROUTES.lithiumBattery,
  },
  {
    number: '04',
    title: 'Inverter & UPS',
    summary: 'Inverters and UPS units with built-in lithium batteries.',
    route: ROUTES.inverterUps,
  },
  {
    number: '05',
    title: 'Sheet Metal',
    summary: 'Stainless steel sheet metal work on CNC machines.',
    route: ROUTES.sheetMetal,
  },
  {
    number: '06',
    title: 'Infrastructure',
    summary: 'Our factories in Mohali and Rajpura and our showrooms.',
    route: ROUTES.infrastructure,
  },
];
