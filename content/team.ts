/**
 * Our Team and Our Management (spec §2). The real people are not in the spec: every name below
 * is made up (the README says the site's data is sample data), to be replaced here only.
 */
export interface TeamMember {
  name: string;
  title: string;
  bio: string;
  /** A square photo under public/ (e.g. `/images/team/rajan.jpg`); a monogram until then. */
  photo?: string;
}

export interface TeamSection {
  id: string;
  heading: string;
  members: TeamMember[];
}

const m = (name: string, title: string, bio: string): TeamMember => ({ name, title, bio });

export const teamIntro =
  'Quality assurance runs through every team below: each product is designed, built and tested by people who own its quality, from the first drawing to the customer support call.';

export const founders = [
  m(
    'Rajan Malhotra',
    'Managing Director and Co-founder',
    'Founded the company in 2008 and leads its strategy, from LED lighting to lithium energy storage.',
  ),
  m(
    'Kavita Malhotra',
    'Director and Co-founder',
    'Co-founded the company and leads finance, operations and the growth of the two Punjab factories.',
  ),
] as const;

const board: TeamMember[] = [
  ...founders,
  m(
    'Vikram Sethi',
    'Director, Manufacturing',
    'Runs production at Mohali and Rajpura and the move to CNC-based manufacturing.',
  ),
  m(
    'Anita Bansal',
    'Director, Technology',
    'Leads product engineering across LED lights, lithium batteries and inverters.',
  ),
  m(
    'Sunil Arora',
    'VP, Business Development',
    'Builds our dealer and distributor network in India and our sales office in Australia.',
  ),
];

export const teamSections: TeamSection[] = [
  { id: 'founders-board', heading: 'Founders & Board Members', members: board },
  {
    id: 'technical',
    heading: 'Technical Team',
    members: [
      m('Harpreet Gill', 'Technical Head', 'Oversees product testing and quality control.'),
      m('Neha Verma', 'Senior Technician', 'Calibrates the SMT line and test benches.'),
    ],
  },
  {
    id: 'rnd',
    heading: 'R&D Engineers',
    members: [
      m('Arjun Khanna', 'R&D Lead', 'Designs battery management systems for lithium packs.'),
      m('Pooja Sharma', 'R&D Engineer', 'Works on LED drivers and thermal design.'),
    ],
  },
  {
    id: 'production',
    heading: 'Production Engineers',
    members: [
      m('Manoj Gupta', 'Production Manager', 'Plans daily output across both factories.'),
      m('Ritu Chauhan', 'Production Engineer', 'Keeps the lithium assembly line running.'),
    ],
  },
  {
    id: 'design',
    heading: 'Design Engineers',
    members: [
      m('Karan Bedi', 'Design Lead', 'Shapes luminaires and inverter enclosures.'),
      m('Simran Kaur', 'Design Engineer', 'Draws sheet metal parts for CNC fabrication.'),
    ],
  },
  {
    id: 'sales',
    heading: 'Sales Team',
    members: [
      m('Deepak Saini', 'Sales Head', 'Leads institutional and government sales.'),
      m('Priya Thakur', 'Sales Executive', 'Looks after dealers in Punjab and Haryana.'),
    ],
  },
  {
    id: 'it',
    heading: 'IT Department',
    members: [m('Rohit Mehta', 'IT Manager', 'Runs our systems, website and networks.')],
  },
  {
    id: 'accounts',
    heading: 'Accounts Team',
    members: [
      m('Meena Aggarwal', 'Accounts Manager', 'Manages accounts, payments and audits.'),
      m('Gaurav Jindal', 'Accountant', 'Handles invoicing and reconciliation.'),
    ],
  },
  {
    id: 'hr-admin',
    heading: 'HR & Admin Team',
    members: [m('Nisha Kapoor', 'HR Manager', 'Hires and develops our people.')],
  },
  {
    id: 'procurement',
    heading: 'Procurement / Warehouse / Logistics / Commercial Team',
    members: [
      m('Amit Goyal', 'Procurement Manager', 'Sources cells, LEDs and steel.'),
      m('Sandeep Dhillon', 'Warehouse and Logistics Lead', 'Ships orders across India and abroad.'),
    ],
  },
  {
    id: 'architect',
    heading: 'Architect / Interior Designer',
    members: [m('Tanvi Sood', 'Architect', 'Designs our showrooms and lighting layouts.')],
  },
  {
    id: 'support',
    heading: 'Customer Support Team & Maintenance',
    members: [
      m('Vivek Rana', 'Support Lead', 'Answers service calls and warranty claims.'),
      m('Jasleen Sandhu', 'Maintenance Engineer', 'Keeps our machines and sites in shape.'),
    ],
  },
];

/** Our Management: longer profiles of the two founders. */
export const managementProfiles = [
  {
    ...founders[0],
    profile: [
      'Rajan Malhotra founded the company in 2008 with a plan to make energy-efficient lighting in India.',
      'He led the start of LED manufacturing in Mohali and the move into lithium batteries, inverters and energy storage at Rajpura.',
    ],
  },
  {
    ...founders[1],
    profile: [
      'Kavita Malhotra co-founded the company in 2008 and built its finance and operations.',
      'She leads the listed company’s governance and the growth of our dealer network and overseas office in Australia.',
    ],
  },
] as const;

export const managementIntro =
  'Founded in 2008, the company is led by its two founders, who still run it day to day.';
