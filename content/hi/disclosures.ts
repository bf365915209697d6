import * as en from '../disclosures';
import type {
  ClauseSource,
  DisclosureCategory,
  DisclosureClause,
  DisclosureKey,
} from '../disclosures';
import type { PublicRoute } from '../routes';
import type { Words } from '../words-type';
import { ROUTES } from './routes';

/**
 * Hindi headings and explanations of the disclosures a listed company keeps on its website (SEBI
 * LODR Regulation 46). Keys, database names and which documents are standing come from the English
 * module; the pages are the Hindi ones (/hi/investor-relations/disclosures/<key>). Clauses are
 * cited as in the Hindi text of the regulations: (a) → (क), (aa) → (कक), (i) → (एक).
 */

export const DISCLOSURES_PATH = ROUTES.disclosures.path;

/** A category with its English facts (key, db, standing) and Hindi words. */
const c = <K extends DisclosureKey>(key: K, heading: string, description: string) => {
  const english = en.DISCLOSURE_CATEGORIES.find((category) => category.key === key)!;
  return { ...english, heading, description };
};

export const DISCLOSURE_CATEGORIES: Words<typeof en.DISCLOSURE_CATEGORIES> = [
  c(
    'memorandum-and-articles',
    'संगम ज्ञापन और संगम अनुच्छेद (MoA और AoA)',
    'कंपनी का संगम ज्ञापन और संगम अनुच्छेद।',
  ),
  c(
    'independent-directors-appointment',
    'स्वतंत्र निदेशकों की नियुक्ति की शर्तें',
    'स्वतंत्र निदेशकों की नियुक्ति के नियम और शर्तें।',
  ),
  c('code-of-conduct', 'आचार संहिता', 'निदेशक मंडल और वरिष्ठ प्रबंधन के लिए आचार संहिता।'),
  c(
    'vigil-mechanism',
    'सतर्कता तंत्र और व्हिसल-ब्लोअर नीति',
    'निदेशक और कर्मचारी अपनी चिंताएँ कैसे बता सकते हैं।',
  ),
  c(
    'non-executive-director-payments',
    'गैर-कार्यकारी निदेशकों को भुगतान के मानदंड',
    'गैर-कार्यकारी निदेशकों को भुगतान करने के मानदंड।',
  ),
  c(
    'related-party-transactions-policy',
    'संबंधित पक्ष लेनदेन की नीति',
    'संबंधित पक्ष लेनदेन की महत्ता और उनसे जुड़े कामकाज की नीति।',
  ),
  c(
    'material-subsidiaries-policy',
    'महत्वपूर्ण सहायक कंपनियाँ तय करने की नीति',
    'महत्वपूर्ण (मटीरियल) सहायक कंपनियाँ तय करने की नीति।',
  ),
  c(
    'familiarisation-programmes',
    'स्वतंत्र निदेशकों के लिए परिचय कार्यक्रम',
    'स्वतंत्र निदेशकों के लिए चलाए गए परिचय कार्यक्रम, कार्यक्रमों की संख्या और उनमें लगे घंटों के साथ।',
  ),
  c('board-meetings', 'बोर्ड बैठकें: सूचनाएँ और परिणाम', 'निदेशक मंडल की बैठकों की सूचनाएँ और उनके परिणाम।'),
  c('financial-results', 'वित्तीय परिणाम', 'तिमाही और वार्षिक वित्तीय परिणाम।'),
  c(
    'media-agreements',
    'मीडिया कंपनियों के साथ समझौते',
    'मीडिया कंपनियों और उनकी सहयोगी कंपनियों के साथ किए गए समझौते।',
  ),
  c(
    'analyst-meets',
    'विश्लेषकों और निवेशकों के साथ बैठकें',
    'विश्लेषकों और संस्थागत निवेशकों के साथ बैठकों का कार्यक्रम, प्रस्तुतियाँ, रिकॉर्डिंग और उनके लिखित पाठ।',
  ),
  c('name-change', 'नाम में परिवर्तन', 'नाम बदलने के बाद एक साल तक कंपनी का नया और पुराना नाम।'),
  c('newspaper-publications', 'समाचार-पत्रों में प्रकाशन', 'समाचार-पत्रों में प्रकाशित सूचनाएँ और परिणाम।'),
  c('credit-ratings', 'क्रेडिट रेटिंग', 'कंपनी के बकाया वित्तीय साधनों की क्रेडिट रेटिंग।'),
  c(
    'subsidiary-financial-statements',
    'सहायक कंपनियों के वित्तीय विवरण',
    'हर सहायक कंपनी के ऑडिट किए गए वित्तीय विवरण।',
  ),
  c('secretarial-compliance-reports', 'सचिवीय अनुपालन रिपोर्ट', 'वार्षिक सचिवीय अनुपालन रिपोर्ट।'),
  c(
    'materiality-policy',
    'घटनाओं की महत्ता तय करने की नीति',
    'घटनाओं और सूचनाओं की महत्ता (मटीरियलिटी) तय करने की नीति।',
  ),
  c(
    'materiality-contacts',
    'महत्ता तय करने के लिए अधिकृत अधिकारी',
    'महत्ता तय करने के लिए अधिकृत प्रमुख प्रबंधकीय कार्मिकों के संपर्क विवरण।',
  ),
  c('dividend-distribution-policy', 'लाभांश वितरण नीति', 'कंपनी की लाभांश वितरण नीति।'),
  c(
    'statements-of-deviation',
    'विचलन या भिन्नता के विवरण',
    'निर्गम से मिली राशि के उपयोग में विचलन या भिन्नता के विवरण।',
  ),
  c('corporate-governance-reports', 'कॉर्पोरेट गवर्नेंस रिपोर्ट', 'तिमाही कॉर्पोरेट गवर्नेंस रिपोर्ट।'),
  c('annual-returns', 'वार्षिक रिटर्न', 'कंपनी अधिनियम, 2013 के तहत वार्षिक रिटर्न।'),
  c('archival-policy', 'संग्रहण नीति', 'दस्तावेज़ों को सुरक्षित रखने और उनके संग्रहण की नीति।'),
  c('general-meetings', 'आम बैठकें', 'आम बैठकों की सूचनाएँ, मतदान के परिणाम और संवीक्षक की रिपोर्ट।'),
  c(
    'stock-exchange-disclosures',
    'स्टॉक एक्सचेंजों को प्रकटीकरण',
    'स्टॉक एक्सचेंजों को बताई गई घटनाएँ और सूचनाएँ।',
  ),
];

/** A category's Hindi page. */
export const disclosureRoute = (category: DisclosureCategory): PublicRoute => ({
  path: `${DISCLOSURES_PATH}/${category.key}`,
  title: category.heading,
  description: category.description,
});

/** The Hindi page of an English page (the same address under /hi). */
const hindiRoute = (route: PublicRoute): PublicRoute =>
  Object.values(ROUTES).find((r) => r.path === `/hi${route.path}`)!;

/** A clause of the index: its key and sources from English (pages in Hindi), its words in Hindi. */
const clause = (key: string, reference: string, title: string): DisclosureClause => {
  const english = en.DISCLOSURE_CLAUSES.find((c) => c.key === key)!;
  return {
    key,
    reference,
    title,
    sources: english.sources.map((source): ClauseSource =>
      'list' in source ? source : { route: hindiRoute(source.route) },
    ),
  };
};

/** The index, in the order of Regulation 46(2), then the other rules' disclosures. */
export const DISCLOSURE_CLAUSES: Words<typeof en.DISCLOSURE_CLAUSES> = [
  clause('business', 'रेगुलेशन 46(2)(क)', 'कारोबार का विवरण'),
  clause('moa-aoa', 'रेगुलेशन 46(2)(कक)', 'संगम ज्ञापन और संगम अनुच्छेद'),
  clause('board-profile', 'रेगुलेशन 46(2)(कख)', 'निदेशक मंडल का संक्षिप्त परिचय'),
  clause('id-appointment', 'रेगुलेशन 46(2)(ख)', 'स्वतंत्र निदेशकों की नियुक्ति के नियम और शर्तें'),
  clause('committees', 'रेगुलेशन 46(2)(ग)', 'बोर्ड की समितियों का गठन'),
  clause('code-of-conduct', 'रेगुलेशन 46(2)(घ)', 'निदेशक मंडल और वरिष्ठ प्रबंधन के लिए आचार संहिता'),
  clause('vigil-mechanism', 'रेगुलेशन 46(2)(ङ)', 'सतर्कता तंत्र और व्हिसल-ब्लोअर नीति'),
  clause('ned-payments', 'रेगुलेशन 46(2)(च)', 'गैर-कार्यकारी निदेशकों को भुगतान करने के मानदंड'),
  clause('rpt-policy', 'रेगुलेशन 46(2)(छ)', 'संबंधित पक्ष लेनदेन से जुड़ी नीति'),
  clause('material-subsidiaries', 'रेगुलेशन 46(2)(ज)', 'महत्वपूर्ण सहायक कंपनियाँ तय करने की नीति'),
  clause('familiarisation', 'रेगुलेशन 46(2)(झ)', 'स्वतंत्र निदेशकों के लिए चलाए गए परिचय कार्यक्रम'),
  clause('grievance-email', 'रेगुलेशन 46(2)(ञ)', 'शिकायत निवारण के लिए ई-मेल पता'),
  clause('grievance-officials', 'रेगुलेशन 46(2)(ट)', 'निवेशकों की शिकायतें देखने वाले अधिकारी'),
  clause(
    'board-meeting-notices',
    'रेगुलेशन 46(2)(ठ)(एक)',
    'वित्तीय परिणामों पर बोर्ड बैठकों की सूचनाएँ, और उनके परिणाम',
  ),
  clause('financial-results', 'रेगुलेशन 46(2)(ठ)(दो)', 'वित्तीय परिणाम'),
  clause('annual-reports', 'रेगुलेशन 46(2)(ठ)(तीन)', 'वार्षिक रिपोर्ट'),
  clause('shareholding', 'रेगुलेशन 46(2)(ड)', 'शेयरहोल्डिंग पैटर्न'),
  clause('media-agreements', 'रेगुलेशन 46(2)(ढ)', 'मीडिया कंपनियों के साथ समझौते'),
  clause(
    'analyst-meets',
    'रेगुलेशन 46(2)(ण), (णक)',
    'विश्लेषकों और संस्थागत निवेशकों के साथ बैठकें: कार्यक्रम, प्रस्तुतियाँ, रिकॉर्डिंग और लिखित पाठ',
  ),
  clause('name-change', 'रेगुलेशन 46(2)(त)', 'कंपनी का नया और पुराना नाम'),
  clause('newspaper', 'रेगुलेशन 46(2)(थ), रेगुलेशन 47', 'समाचार-पत्रों में प्रकाशन'),
  clause('credit-ratings', 'रेगुलेशन 46(2)(द)', 'क्रेडिट रेटिंग'),
  clause('subsidiary-accounts', 'रेगुलेशन 46(2)(ध)', 'सहायक कंपनियों के ऑडिट किए गए वित्तीय विवरण'),
  clause('secretarial-compliance', 'रेगुलेशन 24क', 'सचिवीय अनुपालन रिपोर्ट'),
  clause('materiality-policy', 'रेगुलेशन 30(4)', 'घटनाओं या सूचनाओं की महत्ता तय करने की नीति'),
  clause('materiality-contacts', 'रेगुलेशन 30(5)', 'महत्ता तय करने के लिए अधिकृत प्रमुख प्रबंधकीय कार्मिक'),
  clause('exchange-disclosures', 'रेगुलेशन 30(8)', 'स्टॉक एक्सचेंजों को बताई गई घटनाएँ और सूचनाएँ'),
  clause('archival-policy', 'रेगुलेशन 30(8)', 'संग्रहण नीति'),
  clause('deviation', 'रेगुलेशन 32', 'निर्गम से मिली राशि के उपयोग में विचलन या भिन्नता के विवरण'),
  clause('governance-reports', 'रेगुलेशन 27(2)', 'कॉर्पोरेट गवर्नेंस रिपोर्ट'),
  clause('dividend-policy', 'रेगुलेशन 43क', 'लाभांश वितरण नीति'),
  clause('general-meetings', 'रेगुलेशन 44', 'आम बैठकों की सूचनाएँ, मतदान के परिणाम और संवीक्षक की रिपोर्ट'),
  clause('annual-returns', 'कंपनी अधिनियम, 2013, धारा 92(3)', 'वार्षिक रिटर्न'),
  clause('other-policies', 'रेगुलेशन 46(2)', 'अन्य नीतियाँ और कार्यक्रम'),
  clause('offer-documents', 'सेबी ICDR रेगुलेशन', 'ऑफ़र दस्तावेज़'),
];

export const DISCLOSURE_TEXT: Words<typeof en.DISCLOSURE_TEXT> = {
  caption: 'रेगुलेशन 46 के तहत प्रकटीकरण, वे कहाँ मिलेंगे, और हर एक को आख़िरी बार कब अपडेट किया गया',
  clauseColumn: 'रेगुलेशन',
  disclosureColumn: 'प्रकटीकरण',
  whereColumn: 'कहाँ देखें',
  updatedColumn: 'आख़िरी अपडेट',
  nothingYet: 'अभी तक कुछ प्रकाशित नहीं हुआ है।',
  noDate: en.DISCLOSURE_TEXT.noDate,
  notApplicable: (reason: string) => `लागू नहीं: ${reason}`,
  filingCount: (count: number) => ` (${count} दस्तावेज़)`,
  latestHeading: 'ताज़ा घोषणाएँ',
  latestEmpty: 'अभी कोई घोषणा नहीं है।',
  allDisclosures: 'रेगुलेशन 46 के तहत सभी प्रकटीकरण',
  feedLink: 'घोषणाओं की फ़ीड (एटम)',
  feedTitle: 'निवेशकों के लिए घोषणाएँ',
  feedAuthor: 'निवेशक संबंध',
  feedPath: en.DISCLOSURE_TEXT.feedPath,
};
