import * as en from '../locator';
import type { OutletTypeKey } from '../locator';
import type { Words } from '../words-type';
import type { ProductLine } from '../products/lines';
import { PRODUCT_LINE_INFO, PRODUCT_LINES } from './products/lines';

/**
 * डीलर और सर्विस सेंटर खोजने के शब्द: सार्वजनिक पेज, उसका JSON API, स्टाफ़ के पेज, आउटलेट फ़ॉर्म के
 * संदेश और CSV इम्पोर्ट की रिपोर्ट। सहेजे जाने वाले मान (प्रकार, उत्पाद श्रेणियाँ, CSV के कॉलम) अंग्रेज़ी
 * वाले ही रहते हैं।
 */

export const OUTLET_TYPES = en.OUTLET_TYPES;

export const OUTLET_TYPE_LABELS: Record<OutletTypeKey, string> = {
  dealer: 'डीलर',
  distributor: 'डिस्ट्रीब्यूटर',
  service_centre: 'सर्विस सेंटर',
};

export const productLineLabel = (line: ProductLine) => PRODUCT_LINE_INFO[line].name;
export const PRODUCT_LINE_OPTIONS: Words<typeof en.PRODUCT_LINE_OPTIONS> = PRODUCT_LINES.map(
  (value) => ({ value, label: productLineLabel(value) }),
);
export const OUTLET_TYPE_OPTIONS: Words<typeof en.OUTLET_TYPE_OPTIONS> = OUTLET_TYPES.map(
  (value) => ({ value, label: OUTLET_TYPE_LABELS[value] }),
);

/**
 * भारत के राज्य और केंद्र शासित प्रदेश, अंग्रेज़ी सूची के क्रम में। आउटलेट का `state` अंग्रेज़ी नाम से
 * सहेजा और खोजा जाता है: पेज स्थान के हिसाब से जोड़ी बनाता है (मान `en.INDIAN_STATES[i]`, नाम यह)।
 */
export const INDIAN_STATES: Words<typeof en.INDIAN_STATES> = [
  'अंडमान और निकोबार द्वीपसमूह',
  'आंध्र प्रदेश',
  'अरुणाचल प्रदेश',
  'असम',
  'बिहार',
  'चंडीगढ़',
  'छत्तीसगढ़',
  'दादरा और नगर हवेली और दमन और दीव',
  'दिल्ली',
  'गोवा',
  'गुजरात',
  'हरियाणा',
  'हिमाचल प्रदेश',
  'जम्मू और कश्मीर',
  'झारखंड',
  'कर्नाटक',
  'केरल',
  'लद्दाख',
  'लक्षद्वीप',
  'मध्य प्रदेश',
  'महाराष्ट्र',
  'मणिपुर',
  'मेघालय',
  'मिज़ोरम',
  'नागालैंड',
  'ओडिशा',
  'पुडुचेरी',
  'पंजाब',
  'राजस्थान',
  'सिक्किम',
  'तमिलनाडु',
  'तेलंगाना',
  'त्रिपुरा',
  'उत्तर प्रदेश',
  'उत्तराखंड',
  'पश्चिम बंगाल',
];

/** आउटलेट फ़ॉर्म और CSV इम्पोर्ट के संदेश (स्टाफ़ के लिए)। */
export const OUTLET_MESSAGES: Words<typeof en.OUTLET_MESSAGES> = {
  name: 'आउटलेट का नाम लिखें (2 से 120 अक्षर)।',
  type: 'डीलर, डिस्ट्रीब्यूटर या सर्विस सेंटर में से एक चुनें।',
  productLines: `कम से कम एक उत्पाद श्रेणी चुनें (${PRODUCT_LINES.join(', ')})।`,
  productLine: (value: string) =>
    `“${value}” कोई उत्पाद श्रेणी नहीं है; इनमें से लिखें: ${PRODUCT_LINES.join(', ')}।`,
  address: 'पूरा पता लिखें (5 से 300 अक्षर)।',
  city: 'शहर लिखें (2 से 80 अक्षर)।',
  state: 'भारत का कोई राज्य या केंद्र शासित प्रदेश लिखें, जैसे पंजाब।',
  pincode: '6 अंकों का पिनकोड लिखें।',
  phones: '10 अंकों के एक से पाँच फ़ोन नंबर लिखें, कॉमा से अलग करके।',
  phone: (value: string) => `“${value}” 10 अंकों का फ़ोन नंबर नहीं है।`,
  email: 'सही ई-मेल पता लिखें, या इसे ख़ाली छोड़ दें।',
  openingHours: 'खुलने का समय 200 अक्षरों से ज़्यादा का नहीं हो सकता।',
  active: 'सक्रिय के लिए हाँ या नहीं चुनें।',
  controlChars: 'कृपया इस ख़ाने से असामान्य अक्षर हटा दें।',
};

/** CSV इम्पोर्ट और एक्सपोर्ट के कॉलम के नाम: फ़ाइल का हिस्सा, इसलिए अंग्रेज़ी वाले ही। */
export const OUTLET_CSV_COLUMNS = en.OUTLET_CSV_COLUMNS;

const C = OUTLET_CSV_COLUMNS;

export const OUTLET_IMPORT_TEXT: Words<typeof en.OUTLET_IMPORT_TEXT> = {
  heading: 'CSV फ़ाइल से इम्पोर्ट करें',
  lead: `UTF-8 में एक CSV फ़ाइल, जिसकी पहली (हेडर) पंक्ति में ये कॉलम हों: ${Object.values(C).join(', ')} (किसी भी क्रम में; ${C.email}, ${C.openingHours} और ${C.active} छोड़े जा सकते हैं)। प्रकार: ${OUTLET_TYPES.join(', ')}। उत्पाद श्रेणियाँ और फ़ोन: एक से ज़्यादा हों तो सेमीकोलन (;) से अलग करें। ${C.active}: yes या no (ख़ाली हो तो yes)। जिस पंक्ति का नाम और पिनकोड सूची में पहले से मौजूद किसी आउटलेट से मिलता है, वह उस आउटलेट को अपडेट कर देती है। अगर कोई एक भी पंक्ति अस्वीकार होती है, तो कुछ भी सहेजा नहीं जाता: बताई गई पंक्तियाँ ठीक करें और फ़ाइल फिर से अपलोड करें।`,
  file: 'CSV फ़ाइल',
  submit: 'इम्पोर्ट करें',
  sending: 'इम्पोर्ट हो रहा है…',
  reportHeading: 'इम्पोर्ट अस्वीकार हुआ: कुछ भी सहेजा नहीं गया',
  line: (line: number) => `पंक्ति ${line}`,
  noFile: 'इम्पोर्ट करने के लिए एक CSV फ़ाइल चुनें।',
  tooLarge: (kb: number) => `फ़ाइल ${kb.toLocaleString('hi-IN')} KB से बड़ी है: इसे छोटी फ़ाइलों में बाँट लें।`,
  tooManyRows: (rows: number) =>
    `फ़ाइल में ${rows.toLocaleString('hi-IN')} से ज़्यादा पंक्तियाँ हैं: इसे छोटी फ़ाइलों में बाँट लें।`,
  empty: 'फ़ाइल में हेडर के नीचे कोई पंक्ति नहीं है।',
  notText: 'यह UTF-8 टेक्स्ट (CSV) फ़ाइल नहीं है।',
  malformed: 'यह फ़ाइल मान्य CSV नहीं है (उद्धरण चिह्न से शुरू हुआ कोई ख़ाना बंद नहीं हुआ है)।',
  missingColumns: (columns: readonly string[]) =>
    columns.length === 1
      ? `हेडर पंक्ति में यह कॉलम नहीं है: ${columns.join(', ')}।`
      : `हेडर पंक्ति में ये कॉलम नहीं हैं: ${columns.join(', ')}।`,
  duplicate: (line: number) => `नाम और पिनकोड वही हैं जो पंक्ति ${line} में हैं।`,
  done: (added: number, updated: number) =>
    `इम्पोर्ट हो गया: ${added} आउटलेट ${added === 1 ? 'जोड़ा गया' : 'जोड़े गए'}, ${updated} ${updated === 1 ? 'अपडेट हुआ' : 'अपडेट हुए'}।`,
};

export const STAFF_OUTLETS_TEXT: Words<typeof en.STAFF_OUTLETS_TEXT> = {
  title: 'डीलर और सर्विस सेंटर',
  caption: 'डीलर खोज पेज पर दिखने वाले आउटलेट',
  empty: 'कोई आउटलेट नहीं मिला।',
  notice: 'सार्वजनिक डीलर खोज पेज पर सिर्फ़ सक्रिय आउटलेट दिखते हैं।',
  typeFilter: 'प्रकार',
  columns: {
    name: 'आउटलेट',
    type: 'प्रकार',
    place: 'जगह',
    lines: 'उत्पाद श्रेणियाँ',
    phones: 'फ़ोन',
    status: 'स्थिति',
    action: 'कार्रवाई',
  },
  active: 'सक्रिय',
  inactive: 'निष्क्रिय',
  noCoordinates: 'यह पिनकोड दूरी वाले डेटा में नहीं है',
  add: 'आउटलेट जोड़ें',
  edit: 'बदलें',
  activate: 'सक्रिय करें',
  deactivate: 'निष्क्रिय करें',
  delete: 'हटाएँ',
  back: 'आउटलेट की सूची पर वापस',
  editTitle: (name: string) => `${name} में बदलाव करें`,
  save: 'आउटलेट सहेजें',
  saving: 'सहेजा जा रहा है…',
  errorSummary: 'कृपया ये ग़लतियाँ ठीक करें:',
  fields: {
    name: 'नाम',
    type: 'प्रकार',
    productLines: 'किन उत्पाद श्रेणियों की सेवा देता है',
    address: 'पता',
    city: 'शहर',
    state: 'राज्य या केंद्र शासित प्रदेश',
    chooseState: 'राज्य चुनें',
    pincode: 'पिनकोड',
    phones: 'फ़ोन',
    phonesHint: '10 अंकों के नंबर, कॉमा से अलग करके; पहले मोबाइल नंबर के साथ व्हाट्सऐप का लिंक दिखता है।',
    email: 'ई-मेल (वैकल्पिक)',
    openingHours: 'खुलने का समय (वैकल्पिक)',
    openingHoursHint: 'उदाहरण: सोम–शनि 10:00–19:00',
    active: 'डीलर खोज पेज पर दिखाएँ',
    yes: 'हाँ (सक्रिय)',
    no: 'नहीं (निष्क्रिय)',
  },
  notices: {
    created: 'आउटलेट जोड़ दिया गया।',
    updated: 'आउटलेट सहेज लिया गया।',
    activated: 'आउटलेट सक्रिय हो गया: अब यह डीलर खोज पेज पर दिखता है।',
    deactivated: 'आउटलेट निष्क्रिय हो गया: अब यह डीलर खोज पेज पर नहीं दिखता।',
    deleted: 'आउटलेट हटा दिया गया।',
    missing: 'यह आउटलेट अब मौजूद नहीं है।',
    inUse:
      'यह आउटलेट सर्विस अनुरोधों या वारंटी रजिस्ट्रेशन में दर्ज है, इसलिए उनके रिकॉर्ड के लिए बना रहेगा। इसे हटाने के बजाय निष्क्रिय कर दें: तब यह डीलर खोज पेज से हट जाएगा।',
  },
};

export const OUTLET_AUDIT_TEXT: Words<typeof en.OUTLET_AUDIT_TEXT> = {
  added: (name: string, pincode: string) => `आउटलेट "${name}" (${pincode}) जोड़ा`,
  edited: (name: string, pincode: string) => `आउटलेट "${name}" (${pincode}) में बदलाव किया`,
  activated: (active: boolean, name: string) =>
    `आउटलेट "${name}" ${active ? 'सक्रिय' : 'निष्क्रिय'} किया`,
  deleted: (name: string, pincode: string) => `आउटलेट "${name}" (${pincode}) हटाया`,
  imported: (file: string, added: number, updated: number) =>
    `${file} से आउटलेट इम्पोर्ट किए: ${added} जोड़े, ${updated} अपडेट किए`,
};

const count = (n: number) => n.toLocaleString('hi-IN');

/** सार्वजनिक खोज पेज और उसका API। */
export const LOCATOR_TEXT: Words<typeof en.LOCATOR_TEXT> = {
  heading: 'डीलर या सर्विस सेंटर खोजें',
  lead: 'सबसे नज़दीकी आउटलेट पहले देखने के लिए अपने पिनकोड से खोजें, या शहर या राज्य से।',
  formLabel: 'आउटलेट खोजें',
  pincode: 'पिनकोड',
  city: 'शहर',
  state: 'राज्य',
  anyState: 'सभी राज्य',
  type: 'प्रकार',
  anyType: 'सभी प्रकार',
  line: 'उत्पाद श्रेणी',
  anyLine: 'सभी उत्पाद श्रेणियाँ',
  submit: 'खोजें',
  resultsHeading: 'आउटलेट',
  resultsCount: (shown: number, total: number) =>
    shown === total
      ? `${count(total)} आउटलेट ${total === 1 ? 'मिला' : 'मिले'}।`
      : `कुल ${count(total)} में से सबसे नज़दीकी ${count(shown)} आउटलेट।`,
  nearestFirst: (pincode: string) => `पिनकोड ${pincode} से सीधी दूरी के हिसाब से, सबसे नज़दीकी पहले।`,
  none: 'आपकी खोज से मेल खाता कोई आउटलेट नहीं मिला। पास का कोई शहर, अपना राज्य, या सभी प्रकार चुनकर देखें।',
  distance: (km: number) =>
    `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString('hi-IN')} km दूर`,
  call: 'कॉल करें',
  whatsapp: 'व्हाट्सऐप',
  directions: 'रास्ता देखें',
  email: 'ई-मेल',
  hours: 'खुलने का समय',
  lines: 'उत्पाद श्रेणियाँ',
  newTab: '(नए टैब में खुलता है)',
  enquire: 'डीलर या डिस्ट्रीब्यूटर बनना चाहते हैं?',
  dealersLink: 'डीलर और डिस्ट्रीब्यूटर',
  findLink: 'अपने पास का डीलर या सर्विस सेंटर खोजें',
};

/** पेज और API (GET /api/outlets) के साझा संदेश। */
export const LOCATOR_MESSAGES: Words<typeof en.LOCATOR_MESSAGES> = {
  invalid: 'कृपया चिह्नित किए गए ख़ानों को ठीक करें।',
  nothingToSearch: 'कृपया पिनकोड, शहर या राज्य में से कुछ लिखें।',
  pincode: 'कृपया 6 अंकों का पिनकोड लिखें।',
  unknownPincode: (pincode: string) =>
    `पिनकोड ${pincode} हमारे नक्शे के डेटा में नहीं मिला। कृपया इसे जाँच लें, या अपने शहर या राज्य से खोजें।`,
  city: 'कृपया शहर का नाम 80 अक्षरों के भीतर लिखें।',
  state: 'कृपया सूची में से कोई राज्य या केंद्र शासित प्रदेश चुनें।',
  type: `कृपया कोई प्रकार चुनें: ${OUTLET_TYPES.map((t) => OUTLET_TYPE_LABELS[t]).join(', ')}।`,
  line: `कृपया कोई उत्पाद श्रेणी चुनें: ${PRODUCT_LINES.map(productLineLabel).join(', ')}।`,
};
