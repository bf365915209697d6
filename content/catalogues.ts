/** Headings of the sample catalogue PDFs drawn from the page content (lib/catalogues). */
export const CATALOGUE_TEXT = {
  features: 'Features',
  emailLabel: 'E-mail',
  aboutTitle: (company: string) => `About ${company}`,
  verticals: 'Our verticals',
  figures: 'In figures',
} as const;
