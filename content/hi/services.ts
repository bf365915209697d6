import type * as en from '../services';
import type { Words } from '../words-type';
import { ROUTES } from './routes';

/** Our Services overview (the spec shows no content; this page links every vertical). */
export const servicesIntro: Words<typeof en.servicesIntro> =
  'हम पंजाब में अपनी फ़ैक्टरियों में छह क्षेत्रों के उत्पाद डिज़ाइन करते और बनाते हैं। किसी क्षेत्र के उत्पाद, कैटलॉग और वीडियो देखने के लिए उसे चुनें।';

export const serviceCards: Words<typeof en.serviceCards> = [
  {
    route: ROUTES.ledLights,
    title: 'LED लाइट',
    text: 'घर के अंदर, बाहर, सड़क, उद्योग, सोलर और सजावट के लिए LED लाइटिंग, 2014 से मोहाली में निर्मित।',
  },
  {
    route: ROUTES.lithiumBattery,
    title: 'लिथियम बैटरी',
    text: 'हमारे अपने बैटरी मैनेजमेंट सिस्टम वाले लिथियम बैटरी पैक: इन्वर्टर, इलेक्ट्रिक वाहनों, टेलीकॉम और स्टोरेज के लिए।',
  },
  {
    route: ROUTES.bess,
    title: 'बैटरी एनर्जी स्टोरेज (BESS)',
    text: 'घरों से लेकर सोलर पार्क तक के लिए मॉड्यूलर स्टोरेज: पीक लोड घटाना, बैकअप और सोलर जैसी अक्षय ऊर्जा का बेहतर उपयोग।',
  },
  {
    route: ROUTES.inverterUps,
    title: 'लिथियम इन्वर्टर और UPS',
    text: 'अंदर लगी लिथियम बैटरी वाले इन्वर्टर और UPS: कोई रखरखाव नहीं, 5 साल की वारंटी।',
  },
  {
    route: ROUTES.sheetMetal,
    title: 'शीट मेटल',
    text: 'CNC मशीनों पर स्टेनलेस स्टील शीट मेटल का काम: हमारी मेटल इंजीनियरिंग।',
  },
  {
    route: ROUTES.cctv,
    title: 'CCTV',
    text: 'CCTV कैमरे और निगरानी सिस्टम: सप्लाई, इंस्टॉलेशन और रखरखाव।',
  },
];

export const servicesCardsLabel: Words<typeof en.servicesCardsLabel> = 'हमारे क्षेत्र';

export const servicesMore: Words<typeof en.servicesMore> = {
  text: 'देखें कि यह सब कहाँ बनता है:',
  and: ' और ',
  links: [ROUTES.manufacturingUnits, ROUTES.infrastructure],
};
