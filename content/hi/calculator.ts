import type * as en from '../calculator';
import type { Appliance } from '../calculator';
import type { Words } from '../words-type';

/**
 * The inverter and battery sizing calculator in Hindi (/hi/inverter-battery-calculator): the same
 * appliances, ids and watts as content/calculator.ts, and every word the page shows.
 */

/** Typical running power of common appliances in Indian homes and shops. */
export const APPLIANCES: Words<typeof en.APPLIANCES> = [
  { id: 'fan', name: 'छत का पंखा', watts: 75 },
  { id: 'bldc-fan', name: 'BLDC छत का पंखा', watts: 35 },
  { id: 'led-bulb', name: 'LED बल्ब', watts: 9 },
  { id: 'led-tube', name: 'LED ट्यूबलाइट', watts: 20 },
  { id: 'tv', name: 'LED टीवी (32 से 43 इंच)', watts: 100 },
  { id: 'set-top-box', name: 'सेट-टॉप बॉक्स', watts: 15 },
  { id: 'router', name: 'वाई-फ़ाई राउटर', watts: 10 },
  { id: 'phone-charger', name: 'फ़ोन चार्जर', watts: 10 },
  { id: 'laptop', name: 'लैपटॉप', watts: 65 },
  { id: 'desktop', name: 'मॉनिटर के साथ डेस्कटॉप कंप्यूटर', watts: 200 },
  { id: 'fridge', name: 'फ़्रिज', watts: 200 },
  { id: 'cooler', name: 'एयर कूलर', watts: 200 },
  { id: 'cctv', name: 'CCTV कैमरा (रिकॉर्डर के हिस्से सहित)', watts: 10 },
];

const n = (x: number) => x.toLocaleString('hi-IN');
const volts = (v: number) => `${v} V`;
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`;

type Assumptions = Parameters<typeof en.calculatorText.assumptions>[0];

export const calculatorText: Words<typeof en.calculatorText> = {
  lead: 'अपने उपकरण और जितने घंटे का बैकअप चाहिए, वह भरें: हम इन्वर्टर की रेटिंग और लिथियम बैटरी की क्षमता निकालकर बताते हैं, और यह भी कि हमारे कौन-से मॉडल आपके लिए सही रहेंगे।',
  formLabel: 'आपके उपकरण और बैकअप',
  appliancesLegend: 'उपकरण',
  appliancesHint: 'बिजली जाने पर कौन-सा उपकरण कितनी संख्या में चलाना चाहते हैं? बाक़ी ख़ाने ख़ाली छोड़ दें।',
  quantityLabel: (a: Appliance) => `${a.name} (हर एक ${a.watts} W)`,
  customLegend: 'दूसरे उपकरण',
  customHint: (max: number, maxWatts: number) =>
    `अपने ${max} तक उपकरण जोड़ें, हर एक ${maxWatts} W तक: उसका नाम, उसके वॉट (उसके लेबल पर लिखे होते हैं) और संख्या।`,
  customName: (i: number) => `उपकरण ${i}: नाम`,
  customWatts: (i: number) => `उपकरण ${i}: वॉट`,
  customQty: (i: number) => `उपकरण ${i}: संख्या`,
  hoursLabel: 'बैकअप के घंटे',
  hoursHint: (min: number, max: number) => `${min} से ${max} घंटे तक, आधे-आधे घंटे के हिसाब से।`,
  submit: 'हिसाब लगाएँ',

  resultHeading: 'आपका सिस्टम',
  resultLabel: 'नतीजा',
  emptyHint: 'आपको कौन-सा इन्वर्टर और कितनी बैटरी चाहिए, यह देखने के लिए कम से कम एक उपकरण की संख्या भरें।',
  fixErrors: 'नतीजा देखने के लिए कृपया ऊपर चिह्नित ख़ाने ठीक करें।',
  load: 'कुल लोड',
  watts: (w: number) => `${n(w)} W`,
  inverterRating: 'इन्वर्टर की रेटिंग',
  va: (va: number) => `${n(va)} VA`,
  vaExplained: (required: number, standard: number) =>
    `नीचे दिए पावर फ़ैक्टर और अतिरिक्त गुंजाइश के साथ इस लोड के लिए ${n(required)} VA चाहिए; इन्वर्टर ${n(standard)} VA में मिलते हैं।`,
  systemVoltage: 'बैटरी बैंक का वोल्टेज',
  volts,
  systemVoltageExplained: (v: number) => `इस रेटिंग के इन्वर्टर आम तौर पर ${volts(v)} के बैंक पर चलते हैं।`,
  energy: 'बैटरी में ऊर्जा',
  wh: (wh: number) => `${n(wh)} Wh`,
  hours: (h: number) => `${h} घंटे के लिए`,
  capacity: 'बैटरी की क्षमता',
  ahAt: (ah: number, v: number) => `${n(ah)} Ah, ${volts(v)} पर`,

  modelsHeading: 'आपके लिए हमारे सही मॉडल',
  inverterModel: 'इन्वर्टर',
  batteryModel: 'बैटरी',
  batteryTotal: (ah: number, v: number) => `कुल ${ah} Ah, ${volts(v)} पर`,
  noInverter:
    'हमारे कैटलॉग का कोई भी इन्वर्टर इस लोड के लिए काफ़ी बड़ा नहीं है। हमारे इंजीनियर आपके लिए बड़ा सिस्टम डिज़ाइन कर सकते हैं:',
  noBattery: (max: number, v: number) =>
    `हमारी ${volts(v)} की ज़्यादा से ज़्यादा ${max} बैटरियों वाले किसी भी बैंक में इतनी ऊर्जा नहीं समाती। हमारे इंजीनियर आपके लिए बड़ा बैंक डिज़ाइन कर सकते हैं:`,
  contactSales: 'हमारी सेल्स टीम से संपर्क करें',
  /** After the sales link, ending the sentence that leads to it (the danda). */
  sentenceEnd: '।',

  assumptionsHeading: 'हम हिसाब कैसे लगाते हैं',
  assumptions: (a: Assumptions) => [
    {
      term: 'लोड',
      text: 'हर उपकरण के वॉट को उसकी संख्या से गुणा करके सबको जोड़ा जाता है: मान लिया जाता है कि सब कुछ एक साथ चल रहा है, यानी सबसे ज़्यादा खपत।',
    },
    {
      term: 'इन्वर्टर की रेटिंग (VA)',
      text: `लोड ÷ पावर फ़ैक्टर ${a.powerFactor} × गुंजाइश ${a.headroom}। पंखे, मोटर और चार्जर जितने वॉट लेते हैं, उससे ज़्यादा वोल्ट-एम्पियर खींचते हैं (घरों में ${a.powerFactor} का पावर फ़ैक्टर आम है), और ${Math.round((a.headroom - 1) * 100)} % की अतिरिक्त गुंजाइश चालू होते समय के झटकों और बाद में जोड़े जाने वाले उपकरणों के लिए रखी जाती है। नतीजे को बढ़ाकर उस रेटिंग तक ले जाया जाता है जिसमें इन्वर्टर बिकते हैं (${list(a.standardVa.map(String))} VA)।`,
    },
    {
      term: 'बैटरी में ऊर्जा (Wh)',
      text: `लोड × घंटे ÷ (डिस्चार्ज की गहराई ${a.depthOfDischarge} × इन्वर्टर की दक्षता ${a.inverterEfficiency})। हमारी लिथियम आयरन फ़ॉस्फ़ेट बैटरियों की क्षमता का ${Math.round(a.depthOfDischarge * 100)} % ही इस्तेमाल किया जाता है, जिससे वे लंबे समय तक चलती हैं, और इन्वर्टर उनकी लगभग ${Math.round(a.inverterEfficiency * 100)} % ऊर्जा को घर में इस्तेमाल होने वाली बिजली में बदलता है।`,
    },
    {
      term: 'बैटरी की क्षमता (Ah)',
      text: 'बैटरी में ऊर्जा ÷ बैंक का वोल्टेज, 12 V और 24 V पर (और बड़े सिस्टम के लिए 48 V पर)। 1100 VA तक के इन्वर्टर आम तौर पर 12 V पर, 2100 VA तक के 24 V पर, और इनसे बड़े 48 V पर चलते हैं।',
    },
    {
      term: 'हमारे मॉडल',
      text: `हमारे इन्वर्टरों में से सबसे छोटा वह मॉडल जिसकी रेटिंग ज़रूरी VA के बराबर या उससे ज़्यादा हो, और उसके बैंक वोल्टेज के लिए एक ही मॉडल की बैटरियाँ, ज़्यादा से ज़्यादा ${a.maxParallelBatteries} पैरलल में, जिनकी कुल क्षमता ज़रूरी Ah के बराबर या उससे ज़्यादा हो।`,
    },
  ],
  caveat:
    'यह सिर्फ़ एक मोटा अंदाज़ा है: मोटर वाले उपकरण (पंप, फ़्रिज, कूलर) चालू होते समय एक पल के लिए अपनी सामान्य खपत से कई गुना ज़्यादा बिजली खींच सकते हैं। एयर कंडीशनर, 1 हॉर्सपावर से बड़े पंप, और दुकानों या दफ़्तरों के लिए हमसे साइट सर्वे करवाएँ।',

  errors: {
    summary: 'कुछ जानकारी ठीक करनी होगी:',
    wholeNumber: 'पूरी संख्या भरें।',
    quantityMax: (max: number) => `हर उपकरण ज़्यादा से ज़्यादा ${max}।`,
    wattsRange: (max: number) => `वॉट भरें, 1 से ${max} तक।`,
    nameMissing: 'इस उपकरण का नाम भरें।',
    nameTooLong: (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर।`,
    nameChars: 'अक्षर, अंक, स्पेस और साधारण विराम चिह्न ही इस्तेमाल करें।',
    hoursRange: (min: number, max: number) =>
      `बैकअप के घंटे भरें, ${min} से ${max} तक, आधे-आधे घंटे के हिसाब से।`,
    tooManyItems: (max: number) => `आप ज़्यादा से ज़्यादा ${max} उपकरण ख़ुद जोड़ सकते हैं।`,
  },
};
