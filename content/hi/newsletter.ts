import * as en from '../newsletter';
import type { Words } from '../words-type';

/**
 * न्यूज़लेटर की दोहरी पुष्टि के शब्द: फ़ुटर के बटन के पास सहमति की पंक्ति (हर साइन-अप के साथ उसके
 * संस्करण सहित सहेजी जाती है), ई-मेल, और उनके लिंक से खुलने वाले पेज।
 */

/** संस्करण (`version`) अंग्रेज़ी वाला ही है: यह सहमति के पाठ का वही संशोधन है, हिन्दी में। */
export const NEWSLETTER_CONSENT: Words<typeof en.NEWSLETTER_CONSENT> = {
  version: en.NEWSLETTER_CONSENT.version,
  text: 'हम आपके ई-मेल पते का इस्तेमाल सिर्फ़ आपको अपने नए उत्पादों और समाधानों की जानकारी भेजने के लिए करते हैं। पुष्टि के लिए हम आपको एक लिंक ई-मेल करेंगे, और आप कभी भी सदस्यता छोड़ सकते हैं।',
};

const siteName = 'हमारी वेबसाइट';
const confirmButton = 'सदस्यता की पुष्टि करें';

export const NEWSLETTER_MAIL: Words<typeof en.NEWSLETTER_MAIL> = {
  confirm: {
    subject: 'कृपया अपनी न्यूज़लेटर सदस्यता की पुष्टि करें',
    text: (link: string, hours: number) =>
      [
        'नमस्ते,',
        '',
        `${siteName} पर इस ई-मेल पते से हमारे नए उत्पादों और समाधानों की जानकारी पाने के लिए साइन-अप किया गया है।`,
        `पुष्टि के लिए यह लिंक खोलें और "${confirmButton}" बटन दबाएँ:`,
        '',
        link,
        '',
        `यह लिंक ${hours} घंटे तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: आपकी`,
        'पुष्टि के बिना हम आपको कोई न्यूज़लेटर नहीं भेजेंगे और कुछ हफ़्तों बाद यह पता हटा देंगे।',
      ].join('\n'),
  },
  welcome: {
    subject: 'आपकी न्यूज़लेटर सदस्यता की पुष्टि हो गई है',
    text: [
      'नमस्ते,',
      '',
      'पुष्टि करने के लिए धन्यवाद। हम आपको अपने नए उत्पादों और समाधानों के बारे में ई-मेल भेजते रहेंगे।',
    ].join('\n'),
  },
  /** न्यूज़लेटर जैसे हर ई-मेल के नीचे। */
  footer: (unsubscribeLink: string) =>
    [
      '--',
      `आपको यह ई-मेल इसलिए मिला है क्योंकि ${siteName} पर इस पते से साइन-अप किया गया था। आप अपनी सहमति`,
      'कभी भी वापस ले सकते हैं। सदस्यता छोड़ने के लिए:',
      unsubscribeLink,
    ].join('\n'),
};

export const NEWSLETTER_PAGES: Words<typeof en.NEWSLETTER_PAGES> = {
  confirm: {
    title: 'अपनी सदस्यता की पुष्टि करें',
    lead: 'इस पते पर हमारे नए उत्पादों और समाधानों के ई-मेल पाने के लिए बटन दबाएँ।',
    consent: NEWSLETTER_CONSENT.text,
    button: confirmButton,
  },
  confirmed: {
    title: 'सदस्यता की पुष्टि हो गई',
    lead: 'धन्यवाद। हम आपको अपने नए उत्पादों और समाधानों के बारे में ई-मेल भेजेंगे।',
    withdraw: 'हमारे हर ई-मेल में सदस्यता छोड़ने का लिंक होता है: आप कभी भी अपनी सहमति वापस ले सकते हैं।',
  },
  confirmInvalid: {
    title: 'पुष्टि का यह लिंक मान्य नहीं है',
    lead: (hours: number) =>
      `यह लिंक या तो पुराना हो चुका है, या ऐसे पते के लिए पहले ही इस्तेमाल हो चुका है जिसने सदस्यता छोड़ दी, या अधूरा है। पुष्टि के लिंक ${hours} घंटे तक काम करते हैं: किसी भी पेज के फ़ुटर में फिर से साइन-अप करें, हम आपको नया लिंक ई-मेल कर देंगे।`,
  },
  unsubscribe: {
    title: 'हमारे न्यूज़लेटर की सदस्यता छोड़ें',
    lead: 'इस पते पर हमारा न्यूज़लेटर पाना बंद करने के लिए बटन दबाएँ। आप कभी भी फिर से सदस्यता ले सकते हैं।',
    button: 'सदस्यता छोड़ें',
  },
  unsubscribed: {
    title: 'आपने सदस्यता छोड़ दी है',
    lead: 'इस पते पर अब हम कोई न्यूज़लेटर नहीं भेजेंगे। आपकी सहमति वापस ले ली गई है, और हमने इसका समय दर्ज कर लिया है।',
  },
  unsubscribeInvalid: {
    title: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है',
    lead: 'यह लिंक अधूरा है। ई-मेल में दिया गया पूरा लिंक खोलें, या अपने ई-मेल ऐप का "सदस्यता छोड़ें" बटन इस्तेमाल करें।',
  },
};

/** POST /api/newsletter/unsubscribe के जवाब (एक क्लिक में सदस्यता छोड़ना, ई-मेल सेवाएँ भेजती हैं)। */
export const ONE_CLICK_MESSAGES: Words<typeof en.ONE_CLICK_MESSAGES> = {
  done: 'आपने सदस्यता छोड़ दी है।',
  invalid: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है।',
  body: 'अनुरोध का डेटा List-Unsubscribe=One-Click होना चाहिए।',
};

/** फ़ुटर के सदस्यता फ़ॉर्म के संदेश, फ़ॉर्म और उसके एपीआई दोनों के लिए। */
export const SUBSCRIBE_MESSAGES: Words<typeof en.SUBSCRIBE_MESSAGES> = {
  empty: 'कृपया अपना ई-मेल पता लिखें।',
  invalid: 'कृपया सही ई-मेल पता लिखें।',
  subscribed: 'सदस्यता लेने के लिए धन्यवाद! हम आपको नए उत्पादों और समाधानों के बारे में ई-मेल भेजेंगे।',
  failed: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
};

/**
 * निवेशकों के लिए प्रकटीकरण अलर्ट: उसी दोहरी पुष्टि, लिंक और पेजों वाली दूसरी सूची, अपनी सहमति और
 * शब्दों के साथ।
 */
export const INVESTOR_ALERTS_CONSENT: Words<typeof en.INVESTOR_ALERTS_CONSENT> = {
  version: en.INVESTOR_ALERTS_CONSENT.version,
  text: 'हम आपके ई-मेल पते का इस्तेमाल सिर्फ़ यह बताने के लिए करते हैं कि हमने निवेशकों के लिए कोई प्रकटीकरण (नतीजे, बोर्ड बैठकें, घोषणाएँ) प्रकाशित किया है। पुष्टि के लिए हम आपको एक लिंक ई-मेल करेंगे, और आप कभी भी सदस्यता छोड़ सकते हैं।',
};

export const INVESTOR_ALERTS_TEXT: Words<typeof en.INVESTOR_ALERTS_TEXT> = {
  label: 'आपका ई-मेल पता',
  submit: 'अलर्ट की सदस्यता लें',
  intro:
    'जब भी हम कोई प्रकटीकरण प्रकाशित करें, आपको एक ई-मेल मिलेगा: वित्तीय नतीजे, बोर्ड बैठकों की सूचनाएँ और उनके निर्णय, स्टॉक एक्सचेंजों को भेजी गई घोषणाएँ और रेगुलेशन 46 की सूची में शामिल बाक़ी सभी फ़ाइलिंग।',
  subscribed:
    'धन्यवाद। अगर इस पते की सदस्यता पहले से नहीं है, तो हमने इस पर पुष्टि का एक लिंक ई-मेल कर दिया है।',
};

export const INVESTOR_ALERTS_MAIL: Words<typeof en.INVESTOR_ALERTS_MAIL> = {
  confirm: {
    subject: 'कृपया निवेशक अलर्ट की अपनी सदस्यता की पुष्टि करें',
    text: (link: string, hours: number) =>
      [
        'नमस्ते,',
        '',
        `${siteName} पर इस ई-मेल पते से यह अनुरोध किया गया है कि जब भी हम निवेशकों के लिए कोई प्रकटीकरण प्रकाशित करें, इसे एक ई-मेल भेजा जाए।`,
        `पुष्टि के लिए यह लिंक खोलें और "${confirmButton}" बटन दबाएँ:`,
        '',
        link,
        '',
        `यह लिंक ${hours} घंटे तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: आपकी`,
        'पुष्टि के बिना हम आपको कोई अलर्ट नहीं भेजेंगे और कुछ हफ़्तों बाद यह पता हटा देंगे।',
      ].join('\n'),
  },
  welcome: {
    subject: 'निवेशक अलर्ट की आपकी सदस्यता की पुष्टि हो गई है',
    text: [
      'नमस्ते,',
      '',
      'पुष्टि करने के लिए धन्यवाद। जब भी हम निवेशकों के लिए कोई प्रकटीकरण प्रकाशित करेंगे, आपको ई-मेल भेजेंगे।',
    ].join('\n'),
  },
  alert: {
    greeting: 'नमस्ते,',
    subject: (count: number, title: string) =>
      count === 1 ? `नया प्रकटीकरण: ${title}` : `${count} नए प्रकटीकरण`,
    line: (heading: string, title: string, date: string, url: string) =>
      `${heading}: ${title} (${date} को प्रकाशित)\n${url}`,
    intro: (count: number) =>
      count === 1 ? 'हमने एक प्रकटीकरण प्रकाशित किया है:' : `हमने ${count} प्रकटीकरण प्रकाशित किए हैं:`,
  },
};

export const INVESTOR_ALERTS_PAGES: Words<typeof en.INVESTOR_ALERTS_PAGES> = {
  confirm: {
    ...NEWSLETTER_PAGES.confirm,
    lead: 'जब भी हम निवेशकों के लिए कोई प्रकटीकरण प्रकाशित करें, इस पते पर ई-मेल पाने के लिए बटन दबाएँ।',
    consent: INVESTOR_ALERTS_CONSENT.text,
  },
  confirmed: {
    ...NEWSLETTER_PAGES.confirmed,
    lead: 'धन्यवाद। जब भी हम निवेशकों के लिए कोई प्रकटीकरण प्रकाशित करेंगे, आपको ई-मेल भेजेंगे।',
  },
  unsubscribe: {
    ...NEWSLETTER_PAGES.unsubscribe,
    title: 'निवेशक अलर्ट की सदस्यता छोड़ें',
    lead: 'इस पते पर निवेशक अलर्ट पाना बंद करने के लिए बटन दबाएँ। आप कभी भी फिर से सदस्यता ले सकते हैं।',
  },
  unsubscribed: {
    ...NEWSLETTER_PAGES.unsubscribed,
    lead: 'इस पते पर अब हम कोई निवेशक अलर्ट नहीं भेजेंगे। आपकी सहमति वापस ले ली गई है, और हमने इसका समय दर्ज कर लिया है।',
  },
};

/** हर सूची की सहमति, ई-मेल और पेजों के शब्द। */
export const LIST_TEXT: Words<typeof en.LIST_TEXT> = {
  newsletter: { consent: NEWSLETTER_CONSENT, mail: NEWSLETTER_MAIL, pages: NEWSLETTER_PAGES },
  investor_alerts: {
    consent: INVESTOR_ALERTS_CONSENT,
    mail: INVESTOR_ALERTS_MAIL,
    pages: { ...NEWSLETTER_PAGES, ...INVESTOR_ALERTS_PAGES },
  },
};
