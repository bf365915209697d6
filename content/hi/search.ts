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
