import type * as en from '../catalogue';
import type { CatalogueLine } from '../catalogue-specs';
import type { PublicRoute } from '../routes';
import type { Words } from '../words-type';
import { ROUTES } from './routes';

/**
 * उत्पाद कैटलॉग के सार्वजनिक पेजों के शब्द: उत्पाद सूची, हर श्रेणी का खोजक और हर मॉडल का पेज। मॉडल के
 * नाम और विवरण डेटा हैं (lib/catalogue), हर भाषा में।
 */

export const PRODUCTS_PATH = ROUTES.products.path;

export const lineRoute = (line: CatalogueLine): PublicRoute => ({
  path: `${PRODUCTS_PATH}/${line}`,
  title: LINE_NAMES[line],
  description: LINE_LEADS[line],
});

export const LINE_NAMES: Record<CatalogueLine, string> = {
  'led-lights': 'LED लाइट्स',
  'lithium-battery': 'लिथियम बैटरी',
  'inverter-ups': 'इन्वर्टर और UPS',
  bess: 'बैटरी ऊर्जा भंडारण',
  cctv: 'CCTV',
  'sheet-metal': 'स्टेनलेस स्टील शीट मेटल',
};

export const LINE_LEADS: Record<CatalogueLine, string> = {
  'led-lights': 'बल्ब, पैनल, बैटन, डाउनलाइट, स्ट्रीट, फ़्लड और हाई-बे लाइट्स, BIS प्रमाणित।',
  'lithium-battery': 'घर, सोलर, टेलीकॉम टावर और ई-रिक्शा के लिए LiFePO4 और NMC बैटरी पैक।',
  'inverter-ups': 'होम UPS, साइन-वेव और सोलर हाइब्रिड इन्वर्टर, और ऑनलाइन UPS।',
  bess: 'घर की दीवार पर लगने वाली यूनिट से लेकर यूटिलिटी कंटेनर तक ऊर्जा भंडारण।',
  cctv: 'डोम, बुलेट और PTZ कैमरे, और नेटवर्क वीडियो रिकॉर्डर।',
  'sheet-metal': 'स्टेनलेस स्टील के एनक्लोज़र, रैक और रसोई उपकरण।',
};

export const SERIES_NAMES: Words<typeof en.SERIES_NAMES> = {
  bulb: 'बल्ब',
  panel: 'पैनल लाइट',
  batten: 'बैटन',
  downlight: 'डाउनलाइट',
  street: 'स्ट्रीट लाइट',
  flood: 'फ़्लड लाइट',
  'high-bay': 'हाई-बे लाइट',
  home: 'घरेलू बैटरी',
  solar: 'सोलर बैटरी',
  telecom: 'टेलीकॉम बैटरी',
  'e-rickshaw': 'ई-रिक्शा बैटरी',
  'home-ups': 'होम UPS',
  'sine-wave': 'साइन-वेव इन्वर्टर',
  'solar-hybrid': 'सोलर हाइब्रिड इन्वर्टर',
  'online-ups': 'ऑनलाइन UPS',
  residential: 'घरेलू भंडारण',
  commercial: 'व्यावसायिक भंडारण',
  utility: 'यूटिलिटी स्तर का भंडारण',
  dome: 'डोम कैमरे',
  bullet: 'बुलेट कैमरे',
  ptz: 'PTZ कैमरे',
  recorder: 'वीडियो रिकॉर्डर',
  enclosure: 'एनक्लोज़र',
  rack: 'रैक',
  kitchen: 'रसोई उपकरण',
  custom: 'विशेष निर्माण',
};

export const SPEC_LABELS: Words<typeof en.SPEC_LABELS> = {
  wattage: 'पावर',
  lumens: 'प्रकाश प्रवाह',
  colourTemperature: 'रंग तापमान',
  ipRating: 'धूल-पानी से सुरक्षा',
  beamAngle: 'बीम कोण',
  driver: 'ड्राइवर',
  lifeHours: 'अनुमानित आयु',
  chemistry: 'रसायन',
  nominalVoltage: 'नाममात्र वोल्टेज',
  capacityAh: 'क्षमता',
  energyKwh: 'ऊर्जा',
  cycles: 'चक्र आयु',
  bms: 'बैटरी प्रबंधन',
  ratingVa: 'रेटिंग',
  outputWatts: 'आउटपुट पावर',
  waveform: 'तरंग रूप',
  batteryVoltage: 'बैटरी वोल्टेज',
  backupHours: 'आधे लोड पर बैकअप',
  powerKw: 'पावर',
  resolutionMp: 'रेज़ोल्यूशन',
  lensMm: 'लेंस',
  irRangeM: 'रात में देखने की दूरी',
  poe: 'पावर ओवर ईथरनेट',
  channels: 'चैनल',
  grade: 'स्टील ग्रेड',
  thicknessMm: 'मोटाई',
  finish: 'फ़िनिश',
};

export const CHOICE_LABELS: Words<typeof en.CHOICE_LABELS> = {
  '2700K': '2700 K (गर्म सफ़ेद)',
  '3000K': '3000 K (गर्म सफ़ेद)',
  '4000K': '4000 K (सामान्य सफ़ेद)',
  '5700K': '5700 K (ठंडा सफ़ेद)',
  '6500K': '6500 K (दिन जैसा ठंडा)',
  IP20: 'IP20 (घर के अंदर)',
  IP40: 'IP40 (घर के अंदर, धूल से सुरक्षित)',
  IP65: 'IP65 (बाहर, पानी की धार से सुरक्षित)',
  IP66: 'IP66 (बाहर, तेज़ धार से सुरक्षित)',
  isolated: 'आइसोलेटेड',
  'non-isolated': 'नॉन-आइसोलेटेड',
  lfp: 'लिथियम आयरन फ़ॉस्फ़ेट (LiFePO4)',
  nmc: 'लिथियम NMC',
  standard: 'सामान्य BMS',
  'smart-bluetooth': 'ब्लूटूथ ऐप वाला स्मार्ट BMS',
  'smart-can': 'CAN/RS485 वाला स्मार्ट BMS',
  'pure-sine': 'प्योर साइन वेव',
  'modified-sine': 'मॉडिफ़ाइड साइन वेव',
  'ss-202': 'SS 202',
  'ss-304': 'SS 304',
  'ss-316': 'SS 316',
  'ss-430': 'SS 430',
  '2b': '2B मिल फ़िनिश',
  brushed: 'नंबर 4 ब्रश्ड',
  mirror: 'मिरर (BA)',
  'powder-coated': 'पाउडर कोटेड',
};

export const UNIT_WORDS: Words<typeof en.UNIT_WORDS> = { cycles: 'चक्र', ch: 'चैनल' };

export const YES = 'हाँ';
export const NO = 'नहीं';

export const INDEX_TEXT: Words<typeof en.INDEX_TEXT> = {
  lead: 'हमारा हर मॉडल, उसके स्पेसिफ़िकेशन, डेटाशीट और वारंटी के साथ।',
  linesHeading: 'उत्पाद श्रेणियाँ',
  modelCount: (n) => `${n} मॉडल`,
  browse: (line) => `${line} देखें`,
  searchHeading: 'कोड या नाम से मॉडल खोजें',
  searchLabel: 'मॉडल कोड या नाम',
  searchButton: 'खोजें',
  searchHint: 'जैसे IU-1100, 20 W पैनल या 100 Ah।',
};

export const FINDER_TEXT: Words<typeof en.FINDER_TEXT> = {
  filtersHeading: 'फ़िल्टर',
  series: 'सीरीज़',
  from: 'से',
  to: 'तक',
  rangeLegend: (label, unit) => `${label} (${unit})`,
  showDiscontinued: 'बंद हो चुके मॉडल भी दिखाएँ',
  apply: 'मॉडल दिखाएँ',
  clear: 'फ़िल्टर हटाएँ',
  sort: 'क्रम',
  sorts: {
    name: 'नाम',
    newest: 'नए पहले',
    'price-asc': 'कीमत, कम से ज़्यादा',
    'price-desc': 'कीमत, ज़्यादा से कम',
  },
  results: (n) => `${n} मॉडल मिले`,
  none: 'इन फ़िल्टरों से कोई मॉडल नहीं मिला। कोई सीमा बढ़ाएँ या फ़िल्टर हटाएँ।',
  previous: 'पिछला पेज',
  next: 'अगला पेज',
  pageOf: (page, pages) => `पेज ${page} / ${pages}`,
  discontinued: 'बंद हो चुका',
  allProducts: 'सभी उत्पाद',
  query: 'कोड या नाम',
};

export const MODEL_TEXT: Words<typeof en.MODEL_TEXT> = {
  modelCode: 'मॉडल कोड',
  series: 'सीरीज़',
  specifications: 'स्पेसिफ़िकेशन',
  certifications: 'प्रमाणन',
  warranty: 'वारंटी',
  warrantyPeriod: (months) => (months % 12 === 0 ? `${months / 12} वर्ष` : `${months} महीने`),
  price: 'कीमत',
  mrp: (rupees) => `MRP ${rupees} (सभी करों सहित)`,
  priceOnRequest: 'कीमत अनुरोध पर',
  launched: 'बाज़ार में आया',
  downloads: 'डाउनलोड',
  datasheet: (code) => `${code} की डेटाशीट (PDF)`,
  manual: (code) => `${code} का यूज़र मैनुअल (PDF)`,
  actionsHeading: 'आप क्या करना चाहेंगे?',
  enquire: 'इस मॉडल के बारे में पूछें',
  findDealer: 'पास का डीलर खोजें',
  registerWarranty: 'अपनी वारंटी रजिस्टर करें',
  raiseService: 'सर्विस अनुरोध दर्ज करें',
  discontinuedNotice: 'यह मॉडल अब नहीं बनता। इसकी डेटाशीट, वारंटी और सर्विस उपलब्ध रहती हैं।',
  successor: 'इसकी जगह लेने वाला मॉडल',
  formerly: (code) => `पहले ${code}`,
};

export const DATASHEET_TEXT: Words<typeof en.DATASHEET_TEXT> = {
  title: (code) => `डेटाशीट: ${code}`,
  specifications: 'स्पेसिफ़िकेशन',
  warranty: 'वारंटी',
  certifications: 'प्रमाणन',
  footer: 'उत्पादों में सुधार के साथ स्पेसिफ़िकेशन बिना सूचना बदल सकते हैं।',
  notFound: 'कैटलॉग में ऐसा कोई मॉडल नहीं है।',
  badLanguage: 'डेटाशीट अंग्रेज़ी (lang=en) या हिंदी (lang=hi) में माँगें।',
};

export const COMPARE_TEXT: Words<typeof en.COMPARE_TEXT> = {
  title: (codes) => `${codes} की तुलना`,
  caption: 'मॉडल आमने-सामने',
  specification: 'स्पेसिफ़िकेशन',
  facts: {
    line: 'उत्पाद श्रेणी',
    series: 'सीरीज़',
    price: 'MRP (सभी करों सहित)',
    warranty: 'वारंटी',
    status: 'स्थिति',
    launched: 'बाज़ार में आया',
    certifications: 'प्रमाणन',
  },
  current: 'अभी बन रहा है',
  discontinued: 'बंद हो चुका',
  noCertifications: 'कोई नहीं',
  notApplicable: 'लागू नहीं',
  differs: 'अलग',
  legend: '“अलग” चिह्नित पंक्तियों में इन मॉडलों के मान अलग-अलग हैं।',
  onlyDifferences: 'सिर्फ़ अंतर दिखाएँ',
  showAll: 'सभी पंक्तियाँ दिखाएँ',
  noDifferences: 'इन मॉडलों का हर पंक्ति में मान एक जैसा है।',
  remove: 'हटाएँ',
  removeLabel: (name) => `तुलना से ${name} हटाएँ`,
  unknown: (n) => (n === 1 ? 'इस कोड का कोई मॉडल नहीं मिला:' : 'इन कोड के कोई मॉडल नहीं मिले:'),
  leaveOut: (n) => (n === 1 ? 'इसे हटाएँ' : 'इन्हें हटाएँ'),
  waiting: (max) =>
    `एक साथ ${max} मॉडल ही दिख सकते हैं। ये अभी नहीं दिखाए गए (जगह बनाने के लिए ऊपर से कोई मॉडल हटाएँ):`,
  chooseHeading: 'तुलना के लिए मॉडल चुनें',
  chooseLead:
    'दो से चार मॉडल चुनें: कोई उत्पाद श्रेणी खोलें, जो मॉडल चाहिए उन पर “तुलना करें” पर टिक करें, फिर “चुने हुए मॉडलों की तुलना करें” दबाएँ।',
  oneModel: (name) => `${name} से तुलना के लिए कम से कम एक और मॉडल चुनें।`,
  addLabel: 'कोड से मॉडल जोड़ें',
  addHint: 'जैसे IU-1100।',
  addButton: 'जोड़ें',
  compareBox: 'तुलना करें',
  compareModel: (name) => `${name} की तुलना करें`,
  compareSelected: 'चुने हुए मॉडलों की तुलना करें',
  compareHint: (max) => `आमने-सामने तुलना के लिए ${max} मॉडल तक पर टिक करें।`,
  compareWithOthers: 'दूसरे मॉडलों से तुलना करें',
};
