/**
 * Hindi words of service requests: the public form (/hi/service-request), tracking
 * (/hi/service-request/track), the customer's e-mails, and (same keys as English) the staff words.
 */
import type * as en from '../service';
import { PRODUCT_LINE_INFO, PRODUCT_LINES } from './products/lines';
import type { Words } from '../words-type';

/** What a customer can report; the stored value is the key (the same as in English). */
export const SERVICE_CATEGORIES: Words<typeof en.SERVICE_CATEGORIES> = [
  { value: 'not-working', label: 'बिल्कुल काम नहीं कर रहा' },
  { value: 'backup', label: 'बैकअप कम है या चार्ज नहीं हो रहा' },
  { value: 'noise-heat', label: 'आवाज़, गर्म होना या बदबू' },
  { value: 'display-error', label: 'डिस्प्ले पर एरर या अलार्म दिख रहा है' },
  { value: 'physical-damage', label: 'टूट-फूट या बाहरी नुक़सान' },
  { value: 'installation', label: 'इंस्टॉलेशन या शिफ़्टिंग' },
  { value: 'other', label: 'कुछ और' },
];

export const serviceCategoryLabel = (value: string) =>
  SERVICE_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** A request's statuses, in the order a request usually goes through them. */
export const SERVICE_STATUS_LABELS: Words<typeof en.SERVICE_STATUS_LABELS> = {
  received: 'प्राप्त हुआ',
  assigned: 'सर्विस सेंटर को सौंपा गया',
  visit_scheduled: 'विज़िट का समय तय हुआ',
  in_progress: 'काम चल रहा है',
  resolved: 'समस्या हल हो गई',
  closed: 'बंद',
};

/** Words of the service request page and its form. */
export const SERVICE_FORM_TEXT: Words<typeof en.SERVICE_FORM_TEXT> = {
  lead: 'हमें बताएँ कि क्या ख़राबी है और उत्पाद कहाँ है। हम आपका अनुरोध उस उत्पाद के सबसे नज़दीकी सर्विस सेंटर को भेजते हैं और हर क़दम पर आपको ई-मेल करते हैं।',
  trackLink: 'पहले ही अनुरोध दर्ज कर चुके हैं? उसकी स्थिति यहाँ देखें।',
  labels: {
    productLine: 'उत्पाद',
    modelCode: 'मॉडल',
    serial: 'सीरियल नंबर (वैकल्पिक)',
    category: 'समस्या',
    description: 'समस्या के बारे में बताएँ',
    photos: 'फ़ोटो (वैकल्पिक, JPEG, PNG या WebP में ज़्यादा से ज़्यादा 3 फ़ोटो, हर एक 5 MB तक)',
    address: 'वह पता जहाँ उत्पाद है',
    pincode: 'पिनकोड',
    name: 'आपका नाम',
    mobile: 'मोबाइल नंबर',
    email: 'ई-मेल',
    submit: 'सर्विस अनुरोध दर्ज करें',
    sending: 'भेजा जा रहा है…',
  },
  choose: 'चुनें…',
  chooseLineFirst: 'पहले उत्पाद चुनें',
  serialHint: (example: string) => `जैसा उत्पाद के लेबल पर छपा है, जैसे ${example}।`,
  visit: {
    legend: 'विज़िट का पसंदीदा समय (वैकल्पिक)',
    hint: 'कल से 30 दिन आगे तक का कोई दिन, सोमवार से शनिवार। सर्विस सेंटर इसे पक्का करेगा या कोई दूसरा समय बताएगा।',
    date: 'पसंदीदा दिन',
    window: 'दिन का समय',
  },
};

/**
 * Messages of the form, shared by the browser form and the API (lib/service/schema.ts). A
 * sentence other forms share (name, pincode, "correct the highlighted fields") reads as it does
 * there: the API's translation map takes the first module's Hindi (lib/service/schema.test.ts).
 */
export const SERVICE_MESSAGES: Words<typeof en.SERVICE_MESSAGES> = {
  productLine: 'उत्पाद चुनें।',
  modelCode: 'इस उत्पाद का मॉडल चुनें।',
  serial: (example: string) => `सीरियल नंबर ठीक वैसे ही लिखें जैसा छपा है, जैसे ${example}।`,
  category: 'चुनें कि समस्या क्या है।',
  description: 'समस्या के बारे में बताएँ।',
  descriptionTooLong: 'विवरण ज़्यादा से ज़्यादा 2,000 अक्षरों का हो सकता है।',
  photosTooMany: 'ज़्यादा से ज़्यादा 3 फ़ोटो लगाएँ।',
  photoTooLarge: 'हर फ़ोटो 5 MB से बड़ी नहीं होनी चाहिए।',
  photoType: 'फ़ोटो JPEG, PNG या WebP फ़ाइल होनी चाहिए।',
  address: 'वह पता लिखें जहाँ उत्पाद है।',
  addressTooLong: 'पता ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है।',
  pincode: 'कृपया 6 अंकों का सही पिनकोड लिखें।',
  name: 'कृपया अपना नाम लिखें।',
  nameTooLong: 'नाम 100 अक्षरों से ज़्यादा का नहीं हो सकता।',
  mobile: '10 अंकों का सही मोबाइल नंबर लिखें।',
  email: 'सही ई-मेल पता लिखें।',
  visitDate: 'कल से 30 दिन आगे तक का कोई दिन चुनें, सोमवार से शनिवार।',
  visitWindow: 'विज़िट के लिए सुबह, दोपहर या शाम चुनें।',
  controlChars: 'कृपया इस ख़ाने से असामान्य अक्षर हटा दें।',
  invalid: 'कृपया चिह्नित किए गए ख़ानों को ठीक करें।',
  received: (ticket: string) =>
    `धन्यवाद। आपका सर्विस अनुरोध ${ticket} हमें मिल गया है। हमने इसका विवरण आपको ई-मेल कर दिया है।`,
  /** What a bot caught by the hidden field is told (no ticket exists). */
  receivedNoTicket: 'धन्यवाद। आपका सर्विस अनुरोध हमें मिल गया है।',
  next: (callBy: string) =>
    `आगे क्या होगा: आपके पास का सर्विस सेंटर ${callBy} तक आपको फ़ोन करके विज़िट का समय तय करेगा। अपने अनुरोध की स्थिति टिकट नंबर और मोबाइल नंबर से देखें।`,
  trackLink: 'अपने अनुरोध की स्थिति देखें',
  failed: 'अनुरोध भेजने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
};

/** The serial number's message for each product line, written out (as in English). */
export const SERVICE_SERIAL_MESSAGES: Words<typeof en.SERVICE_SERIAL_MESSAGES> = Object.fromEntries(
  PRODUCT_LINES.map((line) => [
    line,
    SERVICE_MESSAGES.serial(PRODUCT_LINE_INFO[line].serial.example),
  ]),
) as Words<typeof en.SERVICE_SERIAL_MESSAGES>;

/** The tracking page (/hi/service-request/track). */
export const SERVICE_TRACK_TEXT: Words<typeof en.SERVICE_TRACK_TEXT> = {
  lead: 'अपना टिकट नंबर और वह मोबाइल नंबर लिखें जो आपने हमें दिया था।',
  ticket: 'टिकट नंबर',
  ticketHint: 'जैसे SR/2026-27/000001',
  mobile: 'मोबाइल नंबर',
  submit: 'स्थिति देखें',
  /** One message for a wrong ticket, a wrong mobile number or a malformed entry. */
  notFound: 'इस टिकट नंबर और मोबाइल नंबर से कोई अनुरोध नहीं मिला। दोनों जाँचकर फिर से कोशिश करें।',
  tooMany: 'बहुत ज़्यादा बार कोशिश की गई है। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  heading: (ticket: string) => `अनुरोध ${ticket}`,
  summary: 'अनुरोध',
  product: 'उत्पाद',
  problem: 'समस्या',
  status: 'मौजूदा स्थिति',
  centre: 'सर्विस सेंटर',
  notAssigned: (assignBy: string) => `अभी तय नहीं हुआ: हम ${assignBy} तक सेंटर तय कर देंगे।`,
  nextStep: 'आगे क्या होगा',
  next: {
    received: (assignBy: string, callBy: string) =>
      `हम ${assignBy} तक आपके अनुरोध के लिए सर्विस सेंटर तय करेंगे; सेंटर ${callBy} तक आपको फ़ोन करके विज़िट का समय तय करेगा।`,
    assigned: (centre: string, callBy: string) =>
      `${centre} ${callBy} तक आपको फ़ोन करके विज़िट का समय तय करेगा। तब तक फ़ोन न आए, तो सेंटर को फ़ोन करें।`,
    visit_scheduled:
      'इंजीनियर फ़ोन पर तय हुए समय पर आपके पास आएगा। समय बदलना हो, तो सर्विस सेंटर को फ़ोन करें।',
    in_progress: 'इंजीनियर आपके उत्पाद पर काम कर रहा है; काम पूरा होने पर सर्विस सेंटर आपको बताएगा।',
    resolved:
      'आपको और कुछ नहीं करना है। समस्या फिर से आए, तो सर्विस सेंटर को फ़ोन करें और अपना टिकट नंबर बताएँ।',
    closed: 'यह अनुरोध बंद हो चुका है। नई समस्या के लिए नया सर्विस अनुरोध दर्ज करें।',
  },
  helpline: 'कोई सवाल? ग्राहक सेवा को फ़ोन करें:',
  timeline: 'अब तक क्या हुआ',
  stopSms: 'इस अनुरोध की SMS और व्हाट्सऐप जानकारी बंद करें',
  smsStopped: 'इस अनुरोध की SMS और व्हाट्सऐप जानकारी बंद कर दी गई है। जानकारी ई-मेल से आती रहेगी।',
  noteFromTeam: 'हमारी सर्विस टीम का संदेश',
  raiseLink: 'नया सर्विस अनुरोध दर्ज करें',
};

/** The e-mails to the customer (lib/service/notifier.ts). */
export const SERVICE_MAIL: Words<typeof en.SERVICE_MAIL> = {
  subject: (ticket: string, status: string) => `सर्विस अनुरोध ${ticket}: ${status}`,
  greeting: (name: string) => `प्रिय ${name} जी,`,
  statusLine: (ticket: string, status: string) =>
    `आपके सर्विस अनुरोध ${ticket} की स्थिति अब है: ${status}।`,
  centre: (name: string, phones: string) => `सर्विस सेंटर: ${name}${phones ? `, ${phones}` : ''}`,
  note: 'हमारी सर्विस टीम का संदेश:',
  track: (url: string) => `अपने अनुरोध की स्थिति ${url} पर टिकट नंबर और अपने मोबाइल नंबर से देखें।`,
  signOff: 'ग्राहक सेवा',
  promiseReceived: (assignBy: string, callBy: string) =>
    `हम ${assignBy} तक सर्विस सेंटर तय करेंगे; सेंटर ${callBy} तक आपको फ़ोन करके विज़िट का समय तय करेगा।`,
  promiseAssigned: (callBy: string) => `सर्विस सेंटर ${callBy} तक आपको फ़ोन करके विज़िट का समय तय करेगा।`,
};

/** A visit: as asked for, confirmed or proposed. */
export const SERVICE_VISIT_TEXT: Words<typeof en.SERVICE_VISIT_TEXT> = {
  windows: {
    morning: 'सुबह, 9 से 12 बजे',
    afternoon: 'दोपहर, 12 से 3 बजे',
    evening: 'शाम, 3 से 6 बजे',
  },
  choices: {
    morning: 'सुबह, 9 से 12 बजे',
    afternoon: 'दोपहर, 12 से 3 बजे',
    evening: 'शाम, 3 से 6 बजे',
  },
  windowsShort: { morning: 'सुबह 9-12', afternoon: 'दोपहर 12-3', evening: 'शाम 3-6' },
  when: (day: string, window: string) => `${day}, ${window}`,
  text: (day: string, window: string) => `विज़िट ${day} ${window}`,
  heading: 'विज़िट',
  track: {
    requested: (when: string) =>
      `आपने ${when} का समय माँगा है। सर्विस सेंटर इसे पक्का करेगा या कोई दूसरा समय बताएगा।`,
    confirmed: (when: string) => `पक्का: ${when}।`,
    proposed: (when: string) => `हमारा सुझाव: ${when}। यह समय ठीक न हो, तो सर्विस सेंटर को फ़ोन करें।`,
  },
  mail: {
    subject: (ticket: string, state: string) => `सर्विस अनुरोध ${ticket}: ${state}`,
    states: { confirmed: 'विज़िट पक्की', proposed: 'विज़िट का सुझाव' },
    confirmed: (when: string) => `आपकी विज़िट पक्की है: ${when}।`,
    proposed: (when: string) =>
      `हम ${when} को विज़िट का सुझाव देते हैं। यह समय ठीक न हो, तो सर्विस सेंटर को फ़ोन करें।`,
  },
  event: {
    confirmed: (when: string) => `विज़िट पक्की: ${when}`,
    proposed: (when: string) => `विज़िट का सुझाव: ${when}`,
  },
  staff: {
    none: 'ग्राहक ने कोई ख़ास समय नहीं माँगा।',
    requested: (when: string) => `ग्राहक ने ${when} का समय माँगा है।`,
    confirmed: (when: string) => `पक्का: ${when}।`,
    proposed: (when: string) => `ग्राहक को सुझाया गया: ${when}।`,
    confirm: 'यह विज़िट पक्की करें',
    propose: 'दूसरी विज़िट सुझाएँ',
    date: 'दिन',
    window: 'दिन का समय',
    proposeSubmit: 'सुझाएँ और ग्राहक को बताएँ',
  },
};

/** The mail to the service manager (staff mail stays English; the keys are kept, in Hindi). */
export const SERVICE_ESCALATION_MAIL: Words<typeof en.SERVICE_ESCALATION_MAIL> = {
  subject: (ticket: string, what: string) => `देर से चल रहा सर्विस अनुरोध ${ticket}: ${what}`,
  what: {
    assign: 'सर्विस सेंटर तय नहीं हुआ',
    call: 'विज़िट तय नहीं हुई',
  },
  body: (ticket: string, what: string, due: string, url: string) =>
    `सर्विस अनुरोध ${ticket} में देर हो गई है: ${due} तक ${what}, जबकि ग्राहक से यही वादा किया गया था।\n\nखोलें: ${url}`,
};

/** The staff page of the promises (staff pages stay English; the keys are kept, in Hindi). */
export const SERVICE_PROMISE_TEXT: Words<typeof en.SERVICE_PROMISE_TEXT> = {
  title: 'सर्विस का वादा',
  lead: 'ग्राहक से कितने समय में सर्विस सेंटर तय करने और उसके फ़ोन का वादा किया जाता है, हर उत्पाद और राज्य के लिए। राज्य की पंक्ति पूरे भारत की पंक्ति से ऊपर मानी जाती है। पहले दर्ज हुए अनुरोधों का वादा वही रहता है।',
  caption: 'हर उत्पाद और क्षेत्र के लिए वादे के घंटे',
  columns: {
    line: 'उत्पाद',
    area: 'क्षेत्र',
    assignHours: 'सेंटर इतने घंटे में तय (घंटे)',
    callHours: 'सेंटर इतने घंटे में फ़ोन करे (घंटे)',
    actions: 'बदलें',
  },
  allAreas: 'पूरा भारत',
  save: 'सहेजें',
  remove: 'हटाएँ',
  add: 'किसी राज्य का अपना वादा जोड़ें',
  productLine: 'उत्पाद',
  area: 'राज्य या केंद्र शासित प्रदेश',
  chooseArea: 'राज्य चुनें',
  assignHours: 'सेंटर इतने घंटे में तय (1 से 720 घंटे)',
  callHours: 'सेंटर इतने घंटे में फ़ोन करे (1 से 720 घंटे)',
  addSubmit: 'जोड़ें या बदलें',
  outcomes: {
    created: 'जोड़ दिया गया।',
    updated: 'सहेज लिया गया। नए अनुरोधों को यह वादा मिलेगा; पुराने अनुरोधों का वादा वही रहेगा।',
    deleted: 'हटा दिया गया: इस राज्य पर फिर से पूरे भारत का वादा लागू होगा।',
    invalid: 'कुछ नहीं बदला: फ़ॉर्म जाँचें।',
    missing: 'कुछ नहीं बदला: वह पंक्ति अब नहीं है।',
    isDefault: 'कुछ नहीं बदला: पूरे भारत का वादा हटाया नहीं जा सकता, केवल बदला जा सकता है।',
  },
};

/** The promise form's messages. */
export const SERVICE_PROMISE_MESSAGES: Words<typeof en.SERVICE_PROMISE_MESSAGES> = {
  productLine: 'उत्पाद चुनें।',
  area: 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें।',
  assignHours: 'सेंटर तय करने के लिए 1 से 720 तक पूरे घंटे लिखें।',
  callHours: 'सेंटर के फ़ोन के लिए 1 से 720 तक पूरे घंटे लिखें।',
  callBeforeAssign: 'सेंटर तय होने से पहले फ़ोन का वादा नहीं किया जा सकता।',
};

/** What the timeline and history say about an event. */
export const SERVICE_EVENT_TEXT: Words<typeof en.SERVICE_EVENT_TEXT> = {
  assigned: (centre: string) => `${centre} को सौंपा गया`,
  unassigned: 'इस पिनकोड के पास इस उत्पाद का कोई सर्विस सेंटर नहीं है: हमारी टीम सर्विस सेंटर तय करेगी।',
  noteInternal: 'आंतरिक नोट',
  notePublic: 'ग्राहक के लिए नोट',
  system: 'सिस्टम',
};

/** The staff pages (staff pages stay English; the keys are kept, in Hindi). */
export const STAFF_SERVICE_TEXT: Words<typeof en.STAFF_SERVICE_TEXT> = {
  title: 'सर्विस अनुरोध',
  caption: 'सर्विस अनुरोध',
  empty: 'कोई सर्विस अनुरोध मेल नहीं खाता।',
  notice:
    'जिन अनुरोधों के लिए कोई सर्विस सेंटर नहीं है (उस पिनकोड के पास कोई सेंटर वह उत्पाद नहीं देखता), उन पर "किसी को नहीं सौंपा" लिखा है: उन्हें किसी सेंटर को सौंपें।',
  statusLabel: 'स्थिति',
  openOption: 'खुले (हल या बंद नहीं हुए)',
  lineLabel: 'उत्पाद',
  centreLabel: 'सेंटर',
  ageLabel: 'कितने पुराने',
  unassignedOption: 'किसी को नहीं सौंपा',
  overdue: 'देर हो चुकी',
  overdueOption: 'सिर्फ़ देर वाले',
  overdueLabel: 'वादा',
  ages: {
    'under-1d': '1 दिन से कम',
    '1-3d': '1 से 3 दिन',
    '3-7d': '3 से 7 दिन',
    'over-7d': '7 दिन से ज़्यादा',
  },
  columns: {
    received: 'कब मिला',
    ticket: 'टिकट',
    customer: 'ग्राहक',
    product: 'उत्पाद',
    status: 'स्थिति',
    centre: 'सेंटर',
  },
  unassigned: 'किसी को नहीं सौंपा',
  detail: {
    back: 'सभी सर्विस अनुरोध',
    heading: (ticket: string) => `सर्विस अनुरोध ${ticket}`,
    customer: 'ग्राहक',
    product: 'उत्पाद',
    serial: 'सीरियल नंबर',
    warranty: 'वारंटी रजिस्ट्रेशन',
    warrantyNone: 'रजिस्टर नहीं है',
    category: 'समस्या',
    description: 'विवरण',
    address: 'पता',
    photos: 'फ़ोटो',
    photo: (n: number) => `फ़ोटो ${n}`,
    noPhotos: 'कोई नहीं',
    status: 'स्थिति',
    centre: 'सर्विस सेंटर',
    reassign: 'दूसरे सेंटर को सौंपें',
    reassignLabel: 'इस उत्पाद के लिए सर्विस सेंटर',
    reassignSubmit: 'सौंपें',
    noCentres: 'कोई भी चालू सर्विस सेंटर यह उत्पाद नहीं देखता।',
    changeStatus: 'स्थिति बदलें',
    newStatus: 'नई स्थिति',
    statusNote: 'ग्राहक के लिए नोट (वैकल्पिक, ई-मेल से भेजा जाएगा)',
    statusSubmit: 'स्थिति बदलें',
    final: 'बंद अनुरोधों में अब कोई बदलाव नहीं हो सकता।',
    addNote: 'नोट जोड़ें',
    note: 'नोट',
    visibility: 'इसे कौन देखेगा',
    publicNote: 'ग्राहक भी (स्थिति वाले पेज पर)',
    internalNote: 'सिर्फ़ स्टाफ़',
    noteSubmit: 'नोट जोड़ें',
    history: 'इतिहास',
    historyCaption: 'इस अनुरोध के साथ अब तक जो कुछ हुआ',
    promise: (assignBy: string, callBy: string) => `सेंटर ${assignBy} तक तय; उसका फ़ोन ${callBy} तक`,
    mobileConfirmed: 'मोबाइल SMS कोड से पक्का',
    texts: 'ग्राहक को भेजे गए SMS और व्हाट्सऐप संदेश',
    textsNone: 'कोई नहीं: ग्राहक ने SMS या व्हाट्सऐप से जानकारी नहीं माँगी।',
    textsStopped: 'ग्राहक ने SMS या व्हाट्सऐप से जानकारी माँगी थी, फिर बंद कर दी।',
    textsCaption: 'इस अनुरोध के SMS, सबसे पुराने पहले',
    textsColumns: { at: 'कतार में', channel: 'माध्यम', text: 'संदेश', status: 'स्थिति' },
    channels: { sms: 'SMS', whatsapp: 'व्हाट्सऐप' },
    textStates: {
      pending: 'भेजा जाना बाकी',
      sent: 'गेटवे ने लिया',
      delivered: 'पहुँच गया',
      failed: 'नहीं भेजा जा सका',
    },
    historyColumns: { when: 'कब', what: 'क्या', who: 'किसने', note: 'नोट' },
    outcomes: {
      status: 'स्थिति बदल दी गई है और ग्राहक को ई-मेल भेज दिया गया है।',
      assigned: 'दूसरे सेंटर को सौंप दिया गया।',
      note: 'नोट जोड़ दिया गया।',
      invalid: 'कोई बदलाव नहीं हुआ: फ़ॉर्म जाँचें।',
      notAllowed: 'कोई बदलाव नहीं हुआ: मौजूदा स्थिति के बाद यह स्थिति नहीं आ सकती।',
      missing: 'कोई बदलाव नहीं हुआ: यह अनुरोध या सेंटर अब मौजूद नहीं है।',
      visit: 'विज़िट सहेज ली गई; ग्राहक को बता दिया गया है।',
      stale: 'कोई बदलाव नहीं हुआ: इस बीच विज़िट बदल दी गई थी। देखकर फिर से कोशिश करें।',
      invalidVisit:
        'कोई बदलाव नहीं हुआ: कल से 30 दिन आगे तक का कोई दिन, सोमवार से शनिवार, और दिन का समय चुनें।',
    },
  },
  dashboard: {
    heading: 'खुले सर्विस अनुरोध, कितने पुराने',
    caption: 'खुले सर्विस अनुरोध (हल या बंद नहीं हुए), इस हिसाब से कि वे कितने दिन पहले आए',
    age: 'कितने पुराने',
    count: 'खुले अनुरोध',
    overdue: (n: number) =>
      `${n} सर्विस ${n === 1 ? 'अनुरोध ग्राहक से किए वादे का समय पार कर चुका है' : 'अनुरोध ग्राहकों से किए वादे का समय पार कर चुके हैं'}।`,
    unassigned: (n: number) =>
      `${n} खुले सर्विस ${n === 1 ? 'अनुरोध' : 'अनुरोधों'} के लिए कोई सर्विस सेंटर नहीं है।`,
  },
};

/** The audit log's summaries (shown on /staff/audit). */
export const SERVICE_AUDIT: Words<typeof en.SERVICE_AUDIT> = {
  status: (ticket: string, from: string, to: string) => `${ticket}: स्थिति ${from} → ${to}`,
  assign: (ticket: string, centre: string) => `${ticket}: ${centre} को सौंपा गया`,
  note: (ticket: string, visibility: string) => `${ticket}: ${visibility} जोड़ा गया`,
  promise: (line: string, area: string, assignHours: number, callHours: number) =>
    `सर्विस का वादा ${line} / ${area}: सेंटर ${assignHours} घंटे में, फ़ोन ${callHours} घंटे में`,
  promiseDeleted: (line: string, area: string) => `सर्विस का वादा ${line} / ${area} हटाया गया`,
  visit: (ticket: string, state: string, when: string) => `${ticket}: ${state}, ${when}`,
};
