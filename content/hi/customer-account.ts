import type * as en from '../customer-account';
import type { Words } from '../words-type';

export const CUSTOMER_ACCOUNT_TEXT: Words<typeof en.CUSTOMER_ACCOUNT_TEXT> = {
  lead: 'आपके मोबाइल नंबर से रजिस्टर उत्पाद, सर्विस अनुरोध और भुगतान की रसीदें।',
  signInHeading: 'अपने मोबाइल नंबर से साइन इन करें',
  signInLead:
    'सर्विस अनुरोध, वारंटी रजिस्ट्रेशन या भुगतान के साथ दिए गए मोबाइल नंबर पर हम SMS से कोड भेजते हैं। पासवर्ड की ज़रूरत नहीं है।',
  mobile: 'मोबाइल नंबर',
  open: 'मेरा पेज खोलें',
  opening: 'खुल रहा है…',
  smsOff:
    'साइन इन के लिए SMS से भेजा गया कोड चाहिए, और अभी हम SMS नहीं भेज रहे हैं। आप टिकट नंबर से सर्विस अनुरोध की स्थिति, या सीरियल नंबर से वारंटी देख सकते हैं।',
  trackLink: 'सर्विस अनुरोध की स्थिति देखें',
  checkLink: 'वारंटी देखें',
  signedInAs: (masked: string) => `मोबाइल नंबर ${masked} से साइन इन किया गया है।`,
  staySignedIn:
    'आप इस डिवाइस पर 30 दिन तक, या 7 दिन तक न आने पर उससे पहले तक, साइन इन रहेंगे। किसी और के साथ इस्तेमाल होने वाले डिवाइस पर साइन आउट करें।',
  signOut: 'साइन आउट करें',
  signOutEverywhere: 'हर जगह से साइन आउट करें',
  signOutEverywhereHint: 'इस मोबाइल नंबर के सभी सेशन, हर डिवाइस पर, बंद हो जाएँगे।',
  signedOut: 'आप साइन आउट हो गए हैं।',
  signedOutEverywhere: 'आप हर डिवाइस से साइन आउट हो गए हैं।',
  products: {
    heading: 'उत्पाद और वारंटी',
    empty: 'इस मोबाइल नंबर से कोई वारंटी रजिस्टर नहीं है।',
    registerLink: 'उत्पाद रजिस्टर करें',
  },
  requests: {
    heading: 'सर्विस अनुरोध',
    empty: 'इस मोबाइल नंबर से कोई सर्विस अनुरोध नहीं है।',
    raiseLink: 'सर्विस अनुरोध दर्ज करें',
    timeline: 'अब तक क्या हुआ',
  },
  payments: {
    heading: 'भुगतान की रसीदें',
    empty: 'इस मोबाइल नंबर से कोई भुगतान नहीं हुआ है।',
    receipt: 'रसीद',
    purpose: 'किसलिए',
    amount: 'राशि',
    date: 'भुगतान की तारीख',
    download: (receipt: string) => `रसीद ${receipt} डाउनलोड करें (PDF)`,
  },
};

export const CUSTOMER_ACCOUNT_MESSAGES: Words<typeof en.CUSTOMER_ACCOUNT_MESSAGES> = {
  opened: 'साइन इन हो गया।',
  signedOut: 'कृपया फिर से साइन इन करें: आपका सेशन खत्म हो गया है।',
  receiptNotFound: 'ऐसी कोई रसीद नहीं है।',
};
