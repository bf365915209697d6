import type * as en from '../search';
import type { PublicRoute } from '../routes';
import type { Words } from '../words-type';
import { ROUTES } from './routes';

/** Words of the search page (/hi/search?q=). */
export const searchPage: Words<typeof en.searchPage> = {
  lead: 'हमारे पेज, उत्पाद, कैटलॉग और निवेशकों के दस्तावेज़ खोजें।',
  resultsFor: (q: string, count: number) => `“${q}” के लिए ${count} परिणाम`,
  emptyHint:
    'एक-दो शब्द लिखें, जैसे कोई उत्पाद (इन्वर्टर, स्ट्रीट लाइट, बैटरी) या कोई पेज (वित्तीय रिपोर्ट, सफ़र)।',
  noResults: (q: string) => `“${q}” के लिए कोई परिणाम नहीं मिला।`,
  noResultsHelp: 'वर्तनी जाँचें, कम शब्द लिखें, या इनमें से कुछ आज़माएँ:',
  suggestionsHeading: 'लोग अक्सर ये खोजते हैं',
  browseHeading: 'या यहाँ देखें',
  kinds: {
    page: 'पेज',
    product: 'उत्पाद',
    vertical: 'व्यावसायिक क्षेत्र',
    document: 'PDF दस्तावेज़',
  },
};

/** Searches offered when a query finds nothing (each finds something on the Hindi pages). */
export const suggestedSearches: Words<typeof en.suggestedSearches> = [
  'LED लाइट',
  'लिथियम बैटरी',
  'इन्वर्टर',
  'BESS',
  'कैटलॉग',
];

export const browseLinks: PublicRoute[] = [
  ROUTES.services,
  ROUTES.about,
  ROUTES.investors,
  ROUTES.contact,
];

/**
 * Words people use for the after-sales pages that the pages themselves may not say, by the
 * page's key in ROUTES (the index of every language holds the words of all languages).
 */
export const SEARCH_SYNONYMS: Words<typeof en.SEARCH_SYNONYMS> = {
  serviceRequest:
    'शिकायत कंप्लेंट ख़राबी खराबी ख़राब खराब मरम्मत रिपेयर ठीक मिस्त्री मैकेनिक टेक्नीशियन सर्विस सर्विस सेंटर सहायता मदद वारंटी क्लेम गारंटी दावा बंद चार्ज नहीं',
  serviceTrack: 'शिकायत की स्थिति टिकट मरम्मत की स्थिति सर्विस की स्थिति ट्रैक',
  warranty: 'वारंटी क्लेम गारंटी गारंटी कार्ड रजिस्ट्रेशन पंजीकरण बिल इनवॉइस सहायता',
  warrantyCheck: 'वारंटी क्लेम वारंटी की स्थिति गारंटी जाँच वैधता सीरियल नंबर',
  dealerLocator: 'सर्विस सेंटर मरम्मत की दुकान डीलर डिस्ट्रीब्यूटर दुकान पास में नज़दीकी कहाँ ख़रीदें',
  calculator: 'कौन-सा इन्वर्टर कौन-सी बैटरी बैकअप घंटे लोड वाट क्षमता मदद',
};

/** Words the index adds to a vertical and a catalogue (lib/search/sources.ts). */
export const searchIndexText: Words<typeof en.searchIndexText> = {
  vertical: (page: string) => `निर्माण क्षेत्र: ${page} देखें।`,
  catalogue: (page: string) => `${page} पेज का PDF कैटलॉग।`,
};
