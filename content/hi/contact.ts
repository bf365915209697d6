import * as en from '../contact';
import type { Words } from '../words-type';
import { CAPTCHA_MESSAGES } from './captcha';

/** संपर्क करें पेज और उसके फ़ॉर्म के शब्द; कंपनी की जानकारी site.ts से आती है। */
export const contactPage: Words<typeof en.contactPage> = {
  formHeading: 'हमें अपनी पूछताछ भेजें',
  infoHeading: 'संपर्क जानकारी',
  phonesLabel: 'फ़ोन',
  emailLabel: 'सेल्स ई-मेल',
  officeLabel: 'कॉर्पोरेट ऑफ़िस',
  mapHeading: 'हम कहाँ हैं',
  mapTitle: 'चंडीगढ़ में हमारे कॉर्पोरेट ऑफ़िस का नक्शा',
  mapFallback: 'नक्शा तभी खुलता है जब आप उसे देखना चाहें। आप इसे नए टैब में भी खोल सकते हैं:',
  mapShow: 'नक्शा दिखाएँ',
  mapLinkText: 'नक्शे पर हमारा कॉर्पोरेट ऑफ़िस',
  investorLinksHeading: 'निवेशकों के लिए जानकारी',
};

export const contactFormLabels: Words<typeof en.contactFormLabels> = {
  enquiry: 'पूछताछ का विषय (एक या अधिक चुनें)',
  name: 'नाम',
  mobile: 'मोबाइल नंबर',
  email: 'ई-मेल',
  city: 'शहर',
  pincode: 'पिनकोड',
  message: 'संदेश',
  submit: 'पूछताछ भेजें',
  sending: 'भेजा जा रहा है…',
  captchaNote: 'यह फ़ॉर्म reCAPTCHA से सुरक्षित है; Google की निजता नीति और सेवा की शर्तें लागू होती हैं।',
  aboutModel: (code) => `मैं मॉडल ${code} के बारे में और जानना चाहता/चाहती हूँ: `,
};

/** संपर्क फ़ॉर्म के संदेश, फ़ॉर्म और उसके API दोनों के लिए। */
export const CONTACT_MESSAGES: Words<typeof en.CONTACT_MESSAGES> = {
  name: 'कृपया अपना नाम लिखें।',
  mobile: 'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का सही मोबाइल नंबर लिखें।',
  email: 'कृपया सही ई-मेल पता लिखें।',
  city: 'कृपया अपना शहर लिखें।',
  pincode: 'कृपया 6 अंकों का सही पिनकोड लिखें।',
  message: 'कृपया अपना संदेश लिखें।',
  enquiry: 'कृपया पूछताछ का कम से कम एक विषय चुनें।',
  captcha: CAPTCHA_MESSAGES.missing,
  nameTooLong: 'नाम 100 अक्षरों से ज़्यादा का नहीं हो सकता।',
  cityTooLong: 'शहर का नाम 100 अक्षरों से ज़्यादा का नहीं हो सकता।',
  messageTooLong: 'संदेश 4,000 अक्षरों से ज़्यादा का नहीं हो सकता।',
  invalid: 'कृपया चिह्नित किए गए ख़ानों को ठीक करें।',
  controlChars: 'कृपया इस ख़ाने से असामान्य अक्षर हटा दें।',
  sent: 'धन्यवाद! आपकी पूछताछ हमें मिल गई है। हमारी सेल्स टीम जल्द ही आपसे संपर्क करेगी।',
  next: 'आगे क्या होगा: हमारी सेल्स टीम 2 कामकाजी दिनों के अंदर आपको फ़ोन या ई-मेल करेगी।',
  failed: 'फ़ॉर्म भेजने में समस्या आई। कृपया फिर से कोशिश करें।',
  captchaRefused: CAPTCHA_MESSAGES.refused,
  captchaUnavailable: CAPTCHA_MESSAGES.unavailable,
};

/** संपर्क फ़ॉर्म में पूछताछ के विषय: भेजी और सहेजी जाने वाली `value` अंग्रेज़ी वाली ही रहती है। */
export const ENQUIRY_TYPES: Words<typeof en.ENQUIRY_TYPES> = [
  { value: en.ENQUIRY_TYPES[0].value, label: 'LED लाइट' },
  { value: en.ENQUIRY_TYPES[1].value, label: 'लिथियम बैटरी' },
  { value: en.ENQUIRY_TYPES[2].value, label: 'इन्वर्टर और UPS' },
  { value: en.ENQUIRY_TYPES[3].value, label: 'बैटरी एनर्जी स्टोरेज (BESS)' },
  { value: en.ENQUIRY_TYPES[4].value, label: 'मेटल इंजीनियरिंग प्रोफ़ाइल' },
  { value: en.ENQUIRY_TYPES[5].value, label: 'CCTV' },
  { value: en.ENQUIRY_TYPES[6].value, label: 'अन्य' },
];

/** संपर्क पूछताछ पर सेल्स डेस्क को जाने वाला ई-मेल। */
export const CONTACT_MAIL: Words<typeof en.CONTACT_MAIL> = {
  subject: (name: string, city: string) => `वेबसाइट से पूछताछ: ${name} (${city})`,
  labels: {
    enquiry: 'पूछताछ का विषय',
    name: 'नाम',
    mobile: 'मोबाइल',
    email: 'ई-मेल',
    city: 'शहर',
    pincode: 'पिनकोड',
    received: 'प्राप्त होने का समय',
    from: 'भेजने वाले का नेटवर्क पता',
  },
  message: 'संदेश:',
  unknown: 'अज्ञात',
};

export const CONTACT_REPLY_MAIL: Words<typeof en.CONTACT_REPLY_MAIL> = {
  subject: (company: string) => `${company} को भेजी गई आपकी पूछताछ`,
  greeting: (name: string) => `प्रिय ${name} जी,`,
  yourEnquiry: (date: string) => `${date} की आपकी पूछताछ:`,
  signOff: (member: string, company: string) => `${member}\nसेल्स, ${company}`,
};
