import type { Words } from '../words-type';
import type * as en from '../service-feedback';

export { FEEDBACK_RATINGS } from '../service-feedback';

export const SERVICE_FEEDBACK_TEXT: Words<typeof en.SERVICE_FEEDBACK_TEXT> = {
  title: 'हमारी सर्विस को रेटिंग दें',
  lead: (ticket: string) =>
    `आपका सर्विस अनुरोध ${ticket} हल हो गया है। हमारी सर्विस कैसी रही? इसमें एक मिनट लगता है, और हर जवाब हमारे सर्विस मैनेजर पढ़ते हैं।`,
  request: 'अनुरोध',
  product: 'उत्पाद',
  centre: 'सर्विस सेंटर',
  ratingLegend: 'आप सर्विस को कितनी रेटिंग देंगे?',
  ratings: {
    1: '1: बहुत ख़राब',
    2: '2: ख़राब',
    3: '3: ठीक-ठाक',
    4: '4: अच्छी',
    5: '5: बहुत बढ़िया',
  },
  commentLabel: 'आप हमें कुछ बताना चाहेंगे? (वैकल्पिक)',
  commentHint: 'ज़्यादा से ज़्यादा 1000 अक्षर।',
  submit: 'मेरी रेटिंग भेजें',
  sending: 'भेजा जा रहा है…',
  thanks: 'रेटिंग देने के लिए धन्यवाद। इससे हमें और बेहतर करने में मदद मिलती है।',
  trackLink: 'हमारी सर्विस को रेटिंग दें',
  rated: (rating: string) => `आपकी रेटिंग: ${rating}। धन्यवाद।`,
  invalidTitle: 'यह लिंक काम नहीं कर रहा',
  invalidLead:
    'हमारी सर्विस को रेटिंग देने का लिंक अधूरा है, या उसका अनुरोध अब मौजूद नहीं है। इसे ई-मेल से फिर से खोलें, या ट्रैकिंग पेज पर अपना अनुरोध देखकर वहीं रेटिंग दें।',
  mailLine: (url: string) => `हमारी सर्विस कैसी रही? एक मिनट में रेटिंग दें: ${url}`,
};

export const SERVICE_FEEDBACK_MESSAGES: Words<typeof en.SERVICE_FEEDBACK_MESSAGES> = {
  rating: '1 से 5 तक कोई रेटिंग चुनें।',
  commentTooLong: 'अपनी टिप्पणी 1000 अक्षरों तक रखें।',
  controlChars: 'अपनी टिप्पणी से विशेष अक्षर हटाएँ।',
  already: 'इस अनुरोध को पहले ही रेटिंग दी जा चुकी है। धन्यवाद।',
  notResolved:
    'यह अनुरोध अभी हल नहीं है, इसलिए इसे अभी रेटिंग नहीं दी जा सकती। हल होने पर हम आपको लिंक फिर से भेजेंगे।',
  tooMany: 'बहुत ज़्यादा कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
};
