import * as en from '../warranty';
import type { Words } from '../words-type';
import { site } from './site';

const support = site.phones.find((p) => p.label === 'सपोर्ट') ?? site.phones[0]!;

/** Largest invoice a customer may upload (lib/warranty/invoice.ts checks it). */
export const MAX_INVOICE_MB = en.MAX_INVOICE_MB;

/** Messages of the warranty registration form, shared by the browser form and the API. */
export const WARRANTY_MESSAGES: Words<typeof en.WARRANTY_MESSAGES> = {
  productLine: 'कृपया उत्पाद की श्रेणी चुनें।',
  model: 'कृपया मॉडल चुनें।',
  modelNotInLine: 'कृपया इसी श्रेणी का कोई मॉडल चुनें।',
  serial: 'उत्पाद पर छपा सीरियल नंबर लिखें।',
  serialFormat: (example: string) => `सीरियल नंबर ठीक वैसे ही लिखें जैसा उत्पाद पर छपा है, जैसे ${example}।`,
  purchasedOn: 'ख़रीद की तारीख़ डालें।',
  purchasedInFuture: 'ख़रीद की तारीख़ आज के बाद की नहीं हो सकती।',
  purchasedBeforeLaunch: (launched: string) =>
    `यह मॉडल ${launched} से बिकना शुरू हुआ था। कृपया ख़रीद की तारीख़ दोबारा देख लें।`,
  dealerTooLong: 'डीलर का नाम ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।',
  dealerBoth: 'डीलर को सूची से चुनें या दुकान का नाम लिखें, दोनों नहीं।',
  dealerUnknown: 'यह डीलर अब हमारी सूची में नहीं है। कृपया कोई दूसरा डीलर चुनें या दुकान का नाम लिखें।',
  dealerOtherLine: (line: string) =>
    `यह डीलर ${line} नहीं बेचता। कृपया कोई दूसरा डीलर चुनें या दुकान का नाम लिखें।`,
  invoice: 'कृपया इनवॉइस लगाएँ (PDF, JPEG या PNG)।',
  invoiceTooLarge: `इनवॉइस ${MAX_INVOICE_MB} MB से बड़ा नहीं होना चाहिए।`,
  invoiceType: 'इनवॉइस की फ़ाइल PDF, JPEG या PNG होनी चाहिए।',
  name: 'नाम लिखना ज़रूरी है।',
  nameTooLong: 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
  mobile: '10 अंकों का सही मोबाइल नंबर लिखें, जो 6, 7, 8 या 9 से शुरू हो।',
  email: 'सही ई-मेल पता लिखें।',
  pincode: '6 अंकों का सही पिनकोड लिखें।',
  controlChars: 'कृपया इस ख़ाने से असामान्य अक्षर हटा दें।',
  invalid: 'कृपया चिह्नित ख़ानों को ठीक करें।',
  registered: 'आपकी वारंटी रजिस्टर हो गई है।',
  next: 'आगे क्या होगा: हमारी टीम आपका इनवॉइस जाँचेगी, आम तौर पर दो कामकाजी दिनों में, और वारंटी सत्यापित होने पर (या सत्यापित न हो सके तो कारण के साथ) आपको ई-मेल भेजेगी। तब तक रजिस्ट्रेशन सत्यापन के लिए लंबित है। रजिस्ट्रेशन नंबर संभालकर रखें और सर्विस के लिए संपर्क करते समय बताएँ; अपनी वारंटी आप कभी भी देख सकते हैं।',
  registeredDetail: (number: string, endsOn: string) =>
    `आपकी वारंटी रजिस्टर हो गई है और सत्यापन के लिए लंबित है। रजिस्ट्रेशन नंबर ${number} है और आपकी वारंटी ${endsOn} तक है। हमने आपको पुष्टि का ई-मेल भेज दिया है।`,
  duplicate: `यह सीरियल नंबर पहले से रजिस्टर है। अगर आपने यह उत्पाद हाल ही में ख़रीदा है या आपको लगता है कि कोई ग़लती हुई है, तो कृपया अपना इनवॉइस साथ रखकर हमारे सर्विस डेस्क को ${support.display} पर फ़ोन करें, या इनवॉइस के साथ ${site.emails.info} पर ई-मेल भेजें।`,
  failed: 'फ़ॉर्म जमा करने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  unexpected: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
};

/** Words of /hi/warranty. */
export const WARRANTY_PAGE: Words<typeof en.WARRANTY_PAGE> = {
  formHeading: 'अपना उत्पाद रजिस्टर करें',
  lead: 'ख़रीद के 30 दिनों के भीतर रजिस्टर करें। अपना इनवॉइस संभालकर रखें: वारंटी के किसी भी दावे के लिए इसकी ज़रूरत होगी।',
  checkHeading: 'पहले ही रजिस्टर कर चुके हैं?',
  checkText: 'सीरियल नंबर और अपने मोबाइल नंबर से अपनी वारंटी देखें।',
  checkLink: 'मेरी वारंटी देखें',
  labels: {
    productLine: 'उत्पाद की श्रेणी',
    model: 'मॉडल',
    chooseLine: 'श्रेणी चुनें',
    chooseModel: 'मॉडल चुनें',
    serial: 'सीरियल नंबर',
    purchasedOn: 'ख़रीद की तारीख़',
    dealerState: 'जिस राज्य में ख़रीदा (वैकल्पिक)',
    chooseState: 'राज्य चुनें',
    dealerOutletId: 'डीलर, हमारी सूची से (वैकल्पिक)',
    dealerNotListed: 'सूची में नहीं है',
    dealerName: 'या डीलर अथवा दुकान का नाम लिखें (वैकल्पिक)',
    invoice: `इनवॉइस (PDF, JPEG या PNG, ज़्यादा से ज़्यादा ${MAX_INVOICE_MB} MB)`,
    name: 'नाम',
    mobile: 'मोबाइल नंबर',
    email: 'ई-मेल',
    pincode: 'पिनकोड',
    submit: 'वारंटी रजिस्टर करें',
    sending: 'रजिस्टर हो रहा है…',
  },
  serialHint: (example: string) => `जैसे ${example}`,
  /** A dealer in the form's list (of the state chosen). */
  dealerOption: (name: string, city: string) => `${name}, ${city}`,
  dealersLoading: 'इस राज्य के डीलरों की सूची आ रही है…',
  dealersFailed: 'हम डीलरों की सूची नहीं ला सके। कृपया नीचे डीलर का नाम लिखें, या फिर से कोशिश करें।',
};

/** Words of /hi/warranty/check. */
export const WARRANTY_CHECK: Words<typeof en.WARRANTY_CHECK> = {
  heading: 'मेरी वारंटी देखें',
  lead: 'सीरियल नंबर और वह मोबाइल नंबर लिखें जिससे आपने रजिस्टर किया था।',
  labels: { serial: 'सीरियल नंबर', mobile: 'मोबाइल नंबर', submit: 'वारंटी देखें' },
  notFound: 'इस सीरियल नंबर और मोबाइल नंबर से कोई रजिस्ट्रेशन नहीं मिला। कृपया दोनों जाँचकर फिर से कोशिश करें।',
  tooMany: 'आपके कनेक्शन से बहुत ज़्यादा बार जाँच की गई है। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  resultHeading: 'आपकी वारंटी',
  fields: {
    number: 'रजिस्ट्रेशन नंबर',
    model: 'मॉडल',
    purchasedOn: 'ख़रीद की तारीख़',
    endsOn: 'वारंटी की आख़िरी तारीख़',
    status: 'स्थिति',
    verification: 'इनवॉइस की जाँच',
    reason: 'कारण',
  },
  status: {
    active: 'चालू',
    expired: 'समाप्त',
    notCovered: 'कवर नहीं: इनवॉइस स्वीकार नहीं हुआ',
  },
  verification: {
    pending: 'सत्यापन लंबित: हम आपका इनवॉइस जाँच रहे हैं और आपको ई-मेल भेजेंगे।',
    verified: 'सत्यापित',
    rejected: 'अस्वीकृत',
  },
  rejectedNext: `कृपया हमारे सर्विस डेस्क को ${support.display} पर फ़ोन करें या अपने इनवॉइस की साफ़ कॉपी के साथ ${site.emails.info} पर ई-मेल भेजें।`,
  registerLink: 'उत्पाद रजिस्टर करें',
  stopTexts: 'इस रजिस्ट्रेशन के SMS और व्हाट्सऐप संदेश बंद करें',
  textsStopped: 'इस रजिस्ट्रेशन के बारे में अब हम कोई SMS या व्हाट्सऐप संदेश नहीं भेजेंगे।',
};

/** The e-mail telling the customer that staff verified or rejected the registration (lib/warranty/notifier.ts). */
export const WARRANTY_DECISION_MAIL: Words<typeof en.WARRANTY_DECISION_MAIL> = {
  subject: {
    verified: (number: string) => `वारंटी सत्यापित हो गई: ${number}`,
    rejected: (number: string) => `वारंटी रजिस्ट्रेशन अस्वीकृत: ${number}`,
  },
  greeting: (name: string) => `प्रिय ${name} जी,`,
  verified: (number: string, model: string, endsOn: string) =>
    `हमने आपका इनवॉइस जाँच लिया है: ${model} का आपका वारंटी रजिस्ट्रेशन ${number} सत्यापित हो गया है। आपकी वारंटी ${endsOn} तक है।`,
  rejected: (number: string, model: string) =>
    `हम ${model} के आपके वारंटी रजिस्ट्रेशन ${number} को सत्यापित नहीं कर सके। कारण:`,
  rejectedNext: `कृपया रजिस्ट्रेशन नंबर बताते हुए हमारे सर्विस डेस्क को ${support.display} पर फ़ोन करें, या अपने इनवॉइस की साफ़ कॉपी के साथ ${site.emails.info} पर ई-मेल भेजें।`,
  check: (url: string) => `अपनी वारंटी आप कभी भी यहाँ देख सकते हैं: ${url}`,
  signOff: site.name,
};

/** The confirmation e-mail to the customer (lib/warranty/register.ts). */
export const WARRANTY_MAIL: Words<typeof en.WARRANTY_MAIL> = {
  subject: (number: string) => `वारंटी रजिस्टर हो गई: ${number}`,
  text: (r: {
    name: string;
    number: string;
    model: string;
    serial: string;
    purchasedOn: string;
    endsOn: string;
  }) =>
    [
      `प्रिय ${r.name} जी,`,
      '',
      `${site.name} के साथ अपना उत्पाद रजिस्टर करने के लिए धन्यवाद।`,
      '',
      `रजिस्ट्रेशन नंबर: ${r.number}`,
      `मॉडल: ${r.model}`,
      `सीरियल नंबर: ${r.serial}`,
      `ख़रीद की तारीख़: ${r.purchasedOn}`,
      `वारंटी की आख़िरी तारीख़: ${r.endsOn}`,
      '',
      'हमारी टीम आपका इनवॉइस जाँचेगी और रजिस्ट्रेशन सत्यापित होने पर आपको ई-मेल भेजेगी।',
      '',
      `अपना इनवॉइस संभालकर रखें: वारंटी के किसी भी दावे के लिए इसकी ज़रूरत होगी। सर्विस के लिए ${support.display} पर फ़ोन करें या ${site.emails.info} पर ई-मेल भेजें।`,
      '',
      site.name,
      '',
    ].join('\n'),
};
