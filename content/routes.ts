/** Every public page: the menu, the footer and the sitemap read this table. */
export interface PublicRoute {
  path: string;
  title: string;
  description: string;
}

const r = (path: string, title: string, description: string): PublicRoute => ({
  path,
  title,
  description,
});

export const ROUTES = {
  home: r('/', 'Home', 'LED lights, lithium batteries, inverters, energy storage and sheet metal.'),
  about: r('/about-us', 'About Us', 'Who we are, our mission, vision and values.'),
  contact: r(
    '/contact-us',
    'Contact Us',
    'Get in touch with us today for personalized assistance.',
  ),
  services: r('/our-services', 'Our Services', 'All our manufacturing verticals at a glance.'),
  customers: r(
    '/our-customers',
    'Our Customers',
    'What our clients say, and our business associates.',
  ),
  team: r('/our-team', 'Our Team', 'The people behind our products.'),
  management: r('/our-management', 'Our Management', 'Profiles of our founders.'),
  journey: r(
    '/our-journey',
    'Our Journey',
    'From the first LED plant to lithium and energy storage.',
  ),
  infrastructure: r('/our-infrastructure', 'Our Infrastructure', 'Our factories and showrooms.'),
  manufacturingUnits: r(
    '/manufacturing-units',
    'Our Manufacturing Units',
    'Our six manufacturing units.',
  ),
  ledLights: r(
    '/our-services/led-lights',
    'LED Lights Manufacturing',
    'LED lights and catalogues.',
  ),
  lithiumBattery: r('/our-services/lithium-battery', 'Lithium Battery', 'Lithium battery packs.'),
  inverterUps: r(
    '/our-services/inverter-ups',
    'Lithium Inverter & UPS Manufacturing',
    'Inverters and UPS with lithium batteries.',
  ),
  sheetMetal: r(
    '/our-services/sheet-metal',
    'Sheet Metal',
    'Stainless steel sheet metal engineering.',
  ),
  cctv: r('/our-services/cctv', 'CCTV', 'CCTV cameras and surveillance.'),
  bess: r('/bess', 'Battery Energy Storage', 'Battery energy storage systems (BESS).'),
  dealers: r(
    '/dealers-distributors',
    'Dealers and Distributors',
    'Become a dealer or distributor.',
  ),
  dealerLocator: r(
    '/dealer-locator',
    'Dealer Locator',
    'Find a dealer, distributor or service centre near you, nearest first.',
  ),
  serviceRequest: r(
    '/service-request',
    'Service Request',
    'Raise a service request for a product: we assign the nearest service centre and e-mail you at every step.',
  ),
  serviceTrack: r(
    '/service-request/track',
    'Track a Service Request',
    'Follow your service request with its ticket number and your mobile number.',
  ),
  myAccount: r(
    '/my-account',
    'My Account',
    'Your registered products, service requests and payment receipts, opened with a code sent to your mobile number.',
  ),
  payment: r(
    '/online-payment',
    'Online Payment',
    'Secure online payments with a downloadable receipt.',
  ),
  warranty: r(
    '/warranty',
    'Warranty Registration',
    'Register your product’s warranty and check its status.',
  ),
  warrantyCheck: r(
    '/warranty/check',
    'Check My Warranty',
    'See your product’s warranty with its serial number and your mobile number.',
  ),
  investors: r('/investor-relations', 'Investor Relations', 'Investor information and contacts.'),
  disclosures: r(
    '/investor-relations/disclosures',
    'Disclosures under Regulation 46',
    'Every disclosure SEBI’s Listing Regulations ask us to keep on this website, with when each was last updated.',
  ),
  investorAlerts: r(
    '/investor-relations/alerts',
    'Investor Alerts',
    'An e-mail whenever we publish an investor disclosure.',
  ),
  board: r(
    '/investor-relations/board-of-directors',
    'Board of Directors',
    'Our board of directors.',
  ),
  committees: r(
    '/investor-relations/committee-of-board',
    'Committees of the Board',
    'Board committees and their members.',
  ),
  financials: r(
    '/investor-relations/financials',
    'Financial Reports',
    'Annual and quarterly financial reports.',
  ),
  shareholding: r(
    '/investor-relations/shareholding-pattern',
    'Shareholding Pattern',
    'Shareholding pattern reports.',
  ),
  policies: r(
    '/investor-relations/policies-programme',
    'Policy',
    'Company policies and programmes.',
  ),
  drhp: r(
    '/investor-relations/draft-red-herring-prospectus',
    'Draft Red Herring Prospectus',
    'Draft red herring prospectus documents.',
  ),
  rhp: r(
    '/investor-relations/red-herring-prospectus',
    'Red Herring Prospectus',
    'Red herring prospectus reports.',
  ),
  prospectus: r('/investor-relations/prospectus', 'Prospectus', 'Prospectus documents.'),
  grievance: r(
    '/investor-relations/investor-grievance',
    'Investor Grievance',
    'Contacts for investor grievances.',
  ),
  registrar: r(
    '/investor-relations/details-of-registrar-and-transfer-agents',
    'Details of Registrar',
    'Our registrar and share transfer agents.',
  ),
  privacy: r(
    '/privacy-policy',
    'Privacy Notice',
    'What personal data we collect, why, for how long, and your rights under the DPDP Act 2023.',
  ),
  calculator: r(
    '/inverter-battery-calculator',
    'Inverter and Battery Calculator',
    'Work out the inverter VA rating and the lithium battery capacity your appliances need, and the models of ours that fit.',
  ),
  products: r(
    '/products',
    'Products',
    'Every model we make: LED lights, lithium batteries, inverters, energy storage, CCTV and sheet metal.',
  ),
  compare: r(
    '/products/compare',
    'Compare Models',
    'Up to four models side by side, with the specifications that differ marked.',
  ),
  search: r('/search', 'Search', 'Search the site.'),
} as const satisfies Record<string, PublicRoute>;

/**
 * Pages listed in the sitemap: not search results, nor comparisons (any four of 700+ models, each
 * model's own page is listed).
 */
export const SITEMAP_ROUTES: PublicRoute[] = Object.values(ROUTES).filter(
  (x) =>
    x.path !== ROUTES.search.path &&
    x.path !== ROUTES.compare.path &&
    // Each customer's own (noindex): nothing to list.
    x.path !== ROUTES.myAccount.path,
);

export const INVESTOR_ROUTES: PublicRoute[] = Object.values(ROUTES).filter((x) =>
  x.path.startsWith('/investor-relations/'),
);

export const NAV = {
  about: { route: ROUTES.about, children: [ROUTES.team, ROUTES.journey, ROUTES.infrastructure] },
  customers: ROUTES.customers,
  verticals: {
    label: 'Business Verticals',
    children: [
      { ...ROUTES.ledLights, title: 'LED Lights' },
      { ...ROUTES.lithiumBattery, title: 'Lithium Battery' },
      { ...ROUTES.bess, title: 'BESS' },
      { ...ROUTES.inverterUps, title: 'Inverter & UPS' },
      { ...ROUTES.sheetMetal, title: 'Sheet Metal' },
      { ...ROUTES.cctv, title: 'CCTV' },
    ],
  },
  /** After-sales help: the header's Support menu, the footer's Support list, the support band. */
  support: {
    label: 'Support',
    children: [
      { ...ROUTES.serviceRequest, title: 'Raise a service request' },
      { ...ROUTES.serviceTrack, title: 'Track a service request' },
      { ...ROUTES.warranty, title: 'Register a warranty' },
      { ...ROUTES.warrantyCheck, title: 'Check a warranty' },
      { ...ROUTES.myAccount, title: 'My products, requests and receipts' },
      { ...ROUTES.dealerLocator, title: 'Find a dealer or service centre' },
      { ...ROUTES.calculator, title: 'Which inverter or battery do I need?' },
    ],
  },
  contact: ROUTES.contact,
  payment: ROUTES.payment,
} as const;
