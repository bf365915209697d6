import type * as en from '../../products/inverter-ups';
import type { Words } from '../../words-type';
import { gallery, image, pdf, video } from '../media';
import { ROUTES } from '../routes';

const catalogue = (slug: string, title: string) => pdf('catalogues', `inverter-${slug}`, title);

export const inverterUps: Words<typeof en.inverterUps> = {
  route: ROUTES.inverterUps,
  banner: image('products/inverter-ups-banner', 'असेंबली लाइन पर लिथियम इन्वर्टर', 'banner'),
  lead: 'अंदर लगी लिथियम बैटरी वाले इन्वर्टर और UPS, पंजाब में बने।',
  intro: {
    heading: 'लिथियम इन्वर्टर और UPS',
    paragraphs: [
      'हमारे इन्वर्टर और UPS में प्योर साइन वेव इलेक्ट्रॉनिक्स के साथ अंदर ही लिथियम बैटरी और आधुनिक बैटरी मैनेजमेंट सिस्टम लगा है। ये घरों, दुकानों, दफ़्तरों और टेलीकॉम साइटों के लिए बने हैं।',
    ],
  },
  catalogues: {
    heading: 'कैटलॉग',
    links: [
      catalogue('home-ups', 'होम UPS कैटलॉग'),
      catalogue('1100va', 'लिथियम इन्वर्टर 1100 VA'),
      catalogue('2100va', 'लिथियम इन्वर्टर 2100 VA'),
      catalogue('online-ups', 'ऑनलाइन UPS कैटलॉग'),
      catalogue('solar-pcu', 'सोलर PCU कैटलॉग'),
      catalogue('telecom', 'टेलीकॉम पावर सिस्टम'),
      catalogue('portable', 'पोर्टेबल पावर स्टेशन'),
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
        '10 साल से ज़्यादा की उम्र',
        'कोई रखरखाव नहीं',
        '5 साल की संपूर्ण वारंटी',
        'आधुनिक बैटरी मैनेजमेंट सिस्टम',
        'डुअल LED डिस्प्ले',
        'दीवार पर लगाएँ या साथ ले जाएँ',
      ],
    },
  ],
  video: video(
    'inverter-ups-video',
    'हमारे इन्वर्टर और UPS का वीडियो देखें',
    image('products/inverter-ups-video', 'इन्वर्टर और UPS वीडियो का एक दृश्य'),
  ),
  accordion: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    items: [
      {
        title: 'लेड-एसिड की जगह लिथियम बैटरी क्यों?',
        body: 'लिथियम बैटरी कई गुना ज़्यादा चलती है, जल्दी चार्ज होती है, उसमें पानी डालने की ज़रूरत नहीं पड़ती और वज़न भी बहुत कम होता है।',
      },
      {
        title: 'कौन-कौन से मॉडल मिलते हैं?',
        body: 'हमारी रेंज में 1100 VA और 2100 VA के होम इन्वर्टर से लेकर ऑनलाइन UPS और सोलर PCU तक सब कुछ है।',
      },
      {
        title: 'बैटरी की सुरक्षा कैसे होती है?',
        body: 'बैटरी मैनेजमेंट सिस्टम बैटरी को ओवरचार्ज, बहुत ज़्यादा डिस्चार्ज, शॉर्ट सर्किट और ज़्यादा गरम होने से बचाता है।',
      },
    ],
  },
  features: [
    {
      title: 'अंदर लगी लिथियम बैटरी',
      text: 'सब कुछ एक ही छोटी यूनिट में: न अलग बैटरी, न ट्रॉली, न एसिड।',
    },
    {
      title: 'स्मार्ट मॉनिटरिंग',
      text: 'डुअल LED डिस्प्ले पर लोड, बैकअप का समय और बैटरी की हालत दिखती है।',
    },
  ],
  gallery: {
    heading: 'गैलरी',
    images: gallery('products/inverter-ups', 'इन्वर्टर और UPS की रेंज', 10),
  },
};
