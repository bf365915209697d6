import { aboutIntro } from '@/content/about';
import { counters, purpose, verticals } from '@/content/company';
import { CATALOGUE_TEXT as T } from '@/content/catalogues';
import { whoWeAre } from '@/content/home';
import * as products from '@/content/products';
import type { ProductPageContent } from '@/content/products';
import { formatAddress, site } from '@/content/site';

/** What one PDF says, in plain sections, taken from the same content modules as the site. */
export interface CatalogueContents {
  /** Path under public/, as the pages link it. */
  href: string;
  title: string;
  subtitle: string;
  lead: string;
  sections: { heading: string; paragraphs?: string[]; items?: string[] }[];
  contact: string[];
}

const contact = [
  site.name,
  ...site.phones.map((p) => `${p.label}: ${p.display}`),
  `${T.emailLabel}: ${site.emails.sales}`,
  formatAddress(site.addresses.corporate),
];

function productSections(p: ProductPageContent): CatalogueContents['sections'] {
  return [
    { heading: p.intro.heading, paragraphs: p.intro.paragraphs },
    ...p.lists.map((l) => ({ heading: l.heading, items: l.items })),
    ...(p.features
      ? [{ heading: T.features, items: p.features.map((f) => `${f.title}: ${f.text}`) }]
      : []),
    ...(p.accordion
      ? [
          {
            heading: p.accordion.heading,
            items: p.accordion.items.map((i) => `${i.title} ${i.body}`),
          },
        ]
      : []),
  ];
}

/** One catalogue per link on each product page: every catalogue the site offers. */
export function listProductCatalogues(): CatalogueContents[] {
  return (Object.values(products) as ProductPageContent[]).flatMap((p) =>
    (p.catalogues?.links ?? []).map((link) => ({
      href: link.href,
      title: link.title,
      subtitle: `${p.route.title} - ${site.shortName}`,
      lead: p.lead,
      sections: productSections(p),
      contact,
    })),
  );
}

/** The About Us brochure linked from the home page. */
export function aboutBrochure(): CatalogueContents {
  return {
    href: whoWeAre.brochure.href,
    title: T.aboutTitle(site.name),
    subtitle: site.tagline,
    lead: aboutIntro.lead,
    sections: [
      { heading: aboutIntro.heading, paragraphs: [...aboutIntro.paragraphs] },
      { heading: T.verticals, items: verticals.map((v) => `${v.title}: ${v.summary}`) },
      { heading: T.figures, items: counters.map((c) => `${c.value}${c.suffix} ${c.label}`) },
      ...purpose.map((x) => ({ heading: x.title, paragraphs: [x.text] })),
    ],
    contact,
  };
}
