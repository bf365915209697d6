import type * as en from '../home';
import type { Words } from '../words-type';
import { ROUTES } from './routes';
import { image, pdf } from './media';
import { skuGrowthSentence } from './sku-growth';

/** Home page words and pictures (spec §2 Home, §9). */
export const homeBanner: Words<typeof en.homeBanner> = {
  label: 'मुख्य झलकियाँ',
  /** Each slide's link, "LED लाइट देखें". */
  explore: (title: string) => `${title} देखें`,
  /** Banner rotation period (spec §9). */
  intervalMs: 5000,
  slides: [
    {
      title: 'LED लाइट',
      description: 'घरों, सड़कों, उद्योगों और संस्थानों के लिए तेज़ और ऊर्जा-कुशल रोशनी।',
      image: image('home/banner-led-lights', 'टेस्ट रैक पर कतार में लगी LED पैनल लाइटें', 'banner'),
      link: ROUTES.ledLights,
    },
    {
      title: 'लिथियम बैटरी',
      description: 'स्मार्ट बैटरी मैनेजमेंट वाले, लंबे समय तक चलने वाले लिथियम बैटरी पैक।',
      image: image('home/banner-lithium-battery', 'असेंबली लाइन पर लिथियम बैटरी पैक', 'banner'),
      link: ROUTES.lithiumBattery,
    },
    {
      title: 'स्टेनलेस स्टील शीट मेटल',
      description: 'CNC मशीनों पर सटीक स्टेनलेस स्टील फ़ैब्रिकेशन।',
      image: image('home/banner-sheet-metal', 'स्टेनलेस स्टील की शीट को मोड़ती CNC प्रेस', 'banner'),
      link: ROUTES.sheetMetal,
    },
  ],
};

export const whoWeAre: Words<typeof en.whoWeAre> = {
  heading: 'हम कौन हैं',
  text:
    'हम एक लिस्टेड भारतीय निर्माता कंपनी हैं, जिसे लाइटिंग और पावर इलेक्ट्रॉनिक्स उद्योग में 35 से ज़्यादा वर्षों का अनुभव है। ' +
    'चंडीगढ़ के अपने कॉर्पोरेट ऑफ़िस और पंजाब में मोहाली और राजपुरा की अपनी दो फ़ैक्टरियों से हम LED लाइट, लिथियम बैटरी, ' +
    'बैटरी एनर्जी स्टोरेज सिस्टम, इन्वर्टर और UPS, स्टेनलेस स्टील शीट मेटल और CCTV कैमरे डिज़ाइन करते और बनाते हैं। ' +
    'LED का निर्माण 2014 में मोहाली के एक इंडस्ट्रियल एरिया में शुरू हुआ; लिथियम और शीट मेटल का उत्पादन 2024 में हमारी दूसरी साइट पर शुरू हुआ। ' +
    `ऑस्ट्रेलिया में हमारा विदेश सेल्स ऑफ़िस विदेशों के ग्राहकों की सेवा करता है, और हमारा कैटलॉग ${skuGrowthSentence} पहुँच गया है।`,
  brochureLabel: 'कंपनी ब्रोशर',
  sliderLabel: 'तस्वीरों में हमारी कंपनी',
  brochure: pdf('company', 'about-us', 'हमारे बारे में PDF डाउनलोड करें'),
  slider: [
    image('home/who-we-are-01', 'गेट से दिखती मोहाली की LED फ़ैक्टरी'),
    image('home/who-we-are-02', 'LED स्ट्रीट लाइट असेंबल करते कर्मचारी'),
    image('home/who-we-are-03', 'सर्किट बोर्ड पर LED लगाती SMT लाइन'),
    image('home/who-we-are-04', 'लिथियम बैटरी सेलों की जाँच'),
    image('home/who-we-are-05', 'चंडीगढ़ शोरूम में रखे तैयार उत्पाद'),
  ],
};

export const homeSections: Words<typeof en.homeSections> = {
  verticals: 'हमारे निर्माण क्षेत्र',
  awards: 'पुरस्कार और सम्मान',
  certifications: 'प्रमाणपत्र',
};
