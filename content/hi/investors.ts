import * as en from '../investors';
import type { DocumentPage } from '../investors';
import type { Words } from '../words-type';
import { DISCLOSURE_CATEGORIES, disclosureRoute } from './disclosures';
import { ROUTES } from './routes';

const INDIA_DATE = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** "24 नवंबर 2026": dates of filings as investors in India read them, whatever the server's zone. */
export const indiaDate = (iso: string) => INDIA_DATE.format(new Date(iso));

/** Hindi words of the investor pages (spec §2, §8). Filings keep the titles staff typed. */

/** The kinds of investor document are the same in every language. */
export const { LIST_KINDS, DOCUMENT_KINDS } = en;

export const INVESTOR_TEXT: Words<typeof en.INVESTOR_TEXT> = {
  documentsEmpty: 'अभी यहाँ कोई दस्तावेज़ उपलब्ध नहीं है। कृपया बाद में फिर देखें।',
  registrarEmpty: 'रजिस्ट्रार का विवरण उपलब्ध नहीं है।',
  grievanceEmpty: 'निवेशक शिकायत के लिए संपर्क का विवरण उपलब्ध नहीं है।',
  archived: 'संग्रहीत दस्तावेज़',
  view: 'देखें',
  /** A filing's line: "title - year" (spec §2), or the title alone when no year applies. */
  filing: (title: string, year: string) => (year ? `${title} - ${year}` : title),
  /** What a screen reader hears after "देखें" and the filing's line (marked lang="en-IN"). */
  viewFiling: (external = false) => ` (${external ? 'लिंक' : 'PDF'}, नए टैब में खुलता है)`,
  /** The date line of a Regulation 46 filing. */
  publishedOn: (iso: string) => `प्रकाशित: ${indiaDate(iso)}`,
  readProfile: 'परिचय पढ़ें',
  photoAlt: (name: string) => `${name} की फ़ोटो`,
  close: 'बंद करें',
  boardHeading: 'हमारा निदेशक मंडल',
  committeesEmpty: 'समितियों के सदस्यों की जानकारी उपलब्ध नहीं है।',
  registrarHeading: 'रजिस्ट्रार और शेयर ट्रांसफ़र एजेंट',
  grievanceHeading: 'निवेशक शिकायत के लिए संपर्क',
  otherYears: 'दूसरे वर्ष',
  earlierYears: 'पिछले वर्ष',
  filings: (count: number) => `${count} दस्तावेज़`,
  allOfYear: (count: number, year: string) => `${year} के सभी ${count} दस्तावेज़`,
  yearTitle: (title: string, year: string) => `${title}, ${year}`,
  yearDescription: (title: string, year: string) => `${year} के लिए दाख़िल ${title}।`,
  yearEmpty: 'इस वर्ष का कोई मौजूदा दस्तावेज़ नहीं है।',
  yearsNav: 'वर्ष',
  allYears: (heading: string) => `${heading}: सभी वर्ष`,
  pageOf: (page: number, pages: number) => `पेज ${page} / ${pages}`,
  previousPage: 'पिछला पेज',
  nextPage: 'अगला पेज',
  pagesNav: 'पेज',
};

/** The investor API's answer when the database fails (spec §7 shape: `{ success: false, message }`). */
export const INVESTOR_API_MESSAGES: Words<typeof en.INVESTOR_API_MESSAGES> = {
  unavailable: 'निवेशकों की जानकारी अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
};

export const REGISTRAR_LABELS: Words<typeof en.REGISTRAR_LABELS> = {
  address: 'पता',
  telNo: 'फ़ोन नंबर',
  emailId: 'ई-मेल',
  contactPerson: 'संपर्क व्यक्ति',
  website: 'वेबसाइट',
};

export const GRIEVANCE_LABELS: Words<typeof en.GRIEVANCE_LABELS> = {
  address: 'पता',
  number: 'फ़ोन',
  email: 'ई-मेल',
};

const SPEC_PAGES = {
  financials: { kind: 'financials', route: ROUTES.financials, heading: 'वित्तीय रिपोर्ट' },
  drhp: { kind: 'drhp', route: ROUTES.drhp, heading: 'ड्राफ़्ट रेड हेरिंग प्रॉस्पेक्टस' },
  rhp: { kind: 'rhp', route: ROUTES.rhp, heading: 'रेड हेरिंग प्रॉस्पेक्टस की रिपोर्ट' },
  prospectus: { kind: 'prospectus', route: ROUTES.prospectus, heading: 'प्रॉस्पेक्टस' },
  policy: { kind: 'policy', route: ROUTES.policies, heading: 'नीतियाँ', standing: true },
  shareholding: {
    kind: 'shareholding',
    route: ROUTES.shareholding,
    heading: 'शेयरहोल्डिंग पैटर्न की रिपोर्ट',
  },
} satisfies Record<(typeof LIST_KINDS)[number], DocumentPage>;

export const documentPages = en.documentPages;

export const DOCUMENT_PAGES = en.documentPages(SPEC_PAGES, DISCLOSURE_CATEGORIES, disclosureRoute);

/** Shown for a director without a photo, and for a committee photo that fails to load. */
export const DEFAULT_PERSON_IMAGE = en.DEFAULT_PERSON_IMAGE;

/** The known board committees' names (lib/investors/committees.ts), by the category stored. */
export const COMMITTEE_LABELS: Words<typeof en.COMMITTEE_LABELS> = {
  'audit committee': 'लेखा परीक्षा समिति',
  'nomination and remuneration committee': 'नामांकन और पारिश्रमिक समिति',
  'stakeholder relationship committee': 'हितधारक संबंध समिति',
};
