/**
 * Company facts shown across the site. The real company's names are not in the spec, so the
 * names, numbers and addresses below are clearly marked placeholders: replace them here, and
 * only here.
 */
export interface Address {
  label: string;
  lines: string[];
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const site = {
  name: 'Sample Energy Industries Ltd',
  shortName: 'Sample Energy',
  /** Brand names used on product lines and in the payment purposes. */
  brands: {
    lights: 'SampleLite',
    lithium: 'SampleVolt',
  },
  tagline:
    'LED lights, lithium batteries, inverters, energy storage and sheet metal, made in India.',
  experienceLine: 'Over 35 years of industry experience in lighting and power electronics.',
  phones: [
    { label: 'Sales', display: '+91 98765 43210', tel: '+919876543210' },
    { label: 'Support', display: '+91 98765 43211', tel: '+919876543211' },
  ],
  emails: {
    sales: 'sales@example.com',
    info: 'info@example.com',
  },
  addresses: {
    corporate: {
      label: 'Corporate office',
      lines: ['Plot 00, Industrial Area Phase 1', 'Sector 00'],
      city: 'Chandigarh',
      region: 'Chandigarh',
      postalCode: '160022',
      country: 'India',
    },
    mohali: {
      label: 'Factory 1 (LED lights)',
      lines: ['Plot 00, Industrial Area'],
      city: 'Mohali',
      region: 'Punjab',
      postalCode: '160055',
      country: 'India',
    },
    rajpura: {
      label: 'Factory 2 (lithium batteries and sheet metal)',
      lines: ['Plot 00, Focal Point'],
      city: 'Rajpura',
      region: 'Punjab',
      postalCode: '140401',
      country: 'India',
    },
    australia: {
      label: 'Overseas sales office',
      lines: ['Level 0, 00 Example Street'],
      city: 'Sydney',
      region: 'NSW',
      postalCode: '2000',
      country: 'Australia',
    },
  } satisfies Record<string, Address>,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/example' },
    { name: 'Instagram', href: 'https://www.instagram.com/example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@example' },
  ],
  professionalNetwork: [
    { name: 'SampleVolt on LinkedIn', href: 'https://www.linkedin.com/company/example-lithium' },
    {
      name: 'Sample Energy Industries on LinkedIn',
      href: 'https://www.linkedin.com/company/example',
    },
  ],
  careersUrl: 'https://careers.example.com',
  /**
   * Grievance officer for personal data (Digital Personal Data Protection Act 2023, s. 8(10)),
   * named on the privacy notice. Placeholder: replace with the real officer.
   */
  grievanceOfficer: {
    name: 'Ms. Anjali Sharma',
    designation: 'Grievance Officer',
    email: 'privacy@example.com',
    phone: { display: '+91 98765 43212', tel: '+919876543212' },
  },
} as const;

export const formatAddress = (a: Address) =>
  [...a.lines, `${a.city}, ${a.region} ${a.postalCode}`, a.country].join(', ');
