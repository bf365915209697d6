import * as en from '../about';
import type { Words } from '../words-type';
import { ROUTES } from './routes';
import { image, video } from './media';

/** About Us (spec §2 About Us, §9): banner, text, video, counters, purpose, verticals carousel. */
export const aboutIntro: Words<typeof en.aboutIntro> = {
  lead: 'लाइटिंग, लिथियम एनर्जी और मेटल इंजीनियरिंग उद्योग में 35 से ज़्यादा वर्षों का अनुभव।',
  heading: 'हम कौन हैं',
  paragraphs: [
    'हम 2008 में स्थापित एक लिस्टेड निर्माता कंपनी हैं। हमारा कॉर्पोरेट ऑफ़िस चंडीगढ़ में है, पंजाब में हमारी दो फ़ैक्टरियाँ (मोहाली और राजपुरा) हैं, और ऑस्ट्रेलिया में हमारा विदेश सेल्स ऑफ़िस है।',
    'LED का निर्माण 2014 में मोहाली के एक इंडस्ट्रियल एरिया में शुरू हुआ। लिथियम बैटरी और शीट मेटल का उत्पादन 2024 में राजपुरा में हमारी दूसरी साइट पर शुरू हुआ।',
  ],
  /** The four manufacturing unit pages linked from the About text. */
  unitsLead: 'हमारी निर्माण इकाइयाँ देखें:',
  units: [ROUTES.ledLights, ROUTES.lithiumBattery, ROUTES.inverterUps, ROUTES.sheetMetal],
  allUnits: { label: 'हमारी सभी छह निर्माण इकाइयाँ देखें', route: ROUTES.manufacturingUnits },
};

export const aboutVideo: Words<typeof en.aboutVideo> = video(
  'our-journey-so-far',
  'अब तक का हमारा सफ़र',
  image('about/our-journey-so-far', '"अब तक का हमारा सफ़र" फ़िल्म का एक दृश्य'),
);

export const aboutCarousel: Words<typeof en.aboutCarousel> = {
  heading: 'व्यावसायिक क्षेत्र',
  /** Each item is about 27% of the strip wide (spec §9). */
  itemWidthPercent: en.aboutCarousel.itemWidthPercent,
  items: [
    {
      title: 'LED लाइट',
      description: 'हर जगह के लिए ऊर्जा-कुशल LED लाइटिंग।',
      image: image('about/vertical-led-lights', 'एक गोदाम में लगी LED लाइटें'),
      link: ROUTES.ledLights,
    },
    {
      title: 'लिथियम बैटरी',
      description: 'स्मार्ट मैनेजमेंट वाले लिथियम बैटरी पैक।',
      image: image('about/vertical-lithium-batteries', 'एक लिथियम बैटरी पैक'),
      link: ROUTES.lithiumBattery,
    },
    {
      title: 'इन्वर्टर और UPS',
      description: 'अंदर लगी लिथियम बैटरी वाले इन्वर्टर और UPS।',
      image: image('about/vertical-inverter-ups', 'दीवार पर लगा एक लिथियम इन्वर्टर'),
      link: ROUTES.inverterUps,
    },
    {
      title: 'BESS',
      description: 'घरों से लेकर ग्रिड तक बैटरी एनर्जी स्टोरेज।',
      image: image('about/vertical-bess', 'एक बैटरी एनर्जी स्टोरेज कैबिनेट'),
      link: ROUTES.bess,
    },
    {
      title: 'शीट मेटल',
      description: 'CNC मशीनों पर स्टेनलेस स्टील फ़ैब्रिकेशन।',
      image: image('about/vertical-sheet-metal', 'स्टेनलेस स्टील के एनक्लोज़र'),
      link: ROUTES.sheetMetal,
    },
    {
      title: 'CCTV',
      description: 'हर जगह के लिए CCTV कैमरे और रिकॉर्डर।',
      image: image('about/vertical-cctv', 'एक डोम CCTV कैमरा'),
      link: ROUTES.cctv,
    },
  ],
};
