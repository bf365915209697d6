import type * as en from '../../products/lithium-battery';
import type { Words } from '../../words-type';
import { image, pdf, video } from '../media';
import { ROUTES } from '../routes';

const catalogue = (slug: string, title: string) => pdf('catalogues', `battery-${slug}`, title);

export const lithiumBattery: Words<typeof en.lithiumBattery> = {
  route: ROUTES.lithiumBattery,
  banner: image('products/lithium-battery-banner', 'डिस्पैच के लिए तैयार लिथियम बैटरी पैक', 'banner'),
  bannerVideo: video(
    'lithium-battery-banner-video',
    'लिथियम बैटरी निर्माण का वीडियो',
    image('products/lithium-battery-banner-video', 'लाइन पर आगे बढ़ते बैटरी सेल'),
  ),
  lead: 'राजपुरा में 2024 से बन रहे लिथियम बैटरी पैक।',
  intro: {
    heading: 'लिथियम बैटरी',
    paragraphs: [
      'हम अपने ही बैटरी मैनेजमेंट सिस्टम के साथ लिथियम बैटरी पैक तैयार करते हैं: इन्वर्टर, UPS, इलेक्ट्रिक वाहनों, टेलीकॉम और एनर्जी स्टोरेज के लिए।',
    ],
  },
  catalogues: {
    heading: 'कैटलॉग',
    links: [
      catalogue('packs', 'लिथियम बैटरी पैक'),
      catalogue('ev', 'इलेक्ट्रिक वाहनों के बैटरी पैक'),
      catalogue('ess', 'एनर्जी स्टोरेज बैटरियाँ'),
    ],
  },
  related: {
    heading: 'मदद और सपोर्ट',
    links: [ROUTES.calculator, ROUTES.warranty, ROUTES.warrantyCheck],
  },
  lists: [
    {
      heading: 'फ़ायदे',
      items: [
        'लेड-एसिड बैटरी से कई गुना लंबी उम्र',
        'जल्दी चार्ज',
        'न रखरखाव, न एसिड',
        'हल्की और कॉम्पैक्ट',
        'अंदर लगा बैटरी मैनेजमेंट सिस्टम',
      ],
    },
  ],
  video: video(
    'lithium-battery-video',
    'देखें, हमारे बैटरी पैक कैसे बनते हैं',
    image('products/lithium-battery-video', 'बैटरी पैक के वीडियो का एक दृश्य'),
  ),
  accordion: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    items: [
      {
        title: 'आप किस तरह के सेल इस्तेमाल करते हैं?',
        body: 'मुख्य रूप से लिथियम आयरन फ़ॉस्फ़ेट (LFP) सेल, जिन्हें हमने उनकी सुरक्षा और हज़ारों बार चार्ज-डिस्चार्ज झेलने की क्षमता के लिए चुना है।',
      },
      {
        title: 'क्या ऑर्डर के अनुसार पैक बन सकते हैं?',
        body: 'हाँ: वोल्टेज, क्षमता और बाहरी बॉडी हर इस्तेमाल के हिसाब से तय की जाती है।',
      },
      {
        title: 'पैक की जाँच कैसे होती है?',
        body: 'डिस्पैच से पहले हर पैक को चार्ज और डिस्चार्ज करके उसके बैटरी मैनेजमेंट सिस्टम से जाँचा जाता है।',
      },
    ],
  },
};
