import * as en from '../bess';
import type { Words } from '../words-type';
import { image } from './media';
import { ROUTES } from './routes';

/** BESS (spec §2, §9): features, six product cards of which 4 show first, two testimonials. */
export const bessHeadline: Words<typeof en.bessHeadline> = {
  title: 'बैटरी एनर्जी स्टोरेज सिस्टम',
  lead: 'जब बिजली सस्ती हो या सूरज और हवा से बन रही हो, तब उसे जमा करें, और ज़रूरत के समय इस्तेमाल करें।',
};

export const bessFeaturesHeading = 'बैटरी एनर्जी स्टोरेज क्यों';

export const bessFeatures: Words<typeof en.bessFeatures> = [
  {
    title: 'ज़्यादा दक्षता',
    text: 'लिथियम आयरन फ़ॉस्फ़ेट सेल, जो जमा की गई बिजली का 90% से ज़्यादा हिस्सा वापस देते हैं।',
  },
  {
    title: 'सौर और पवन ऊर्जा से जुड़ाव',
    text: 'सौर और पवन ऊर्जा जमा करें, ताकि सूरज ढलने के बाद या हवा थमने पर भी काम आए।',
  },
  {
    title: 'ग्रिड की स्थिरता',
    text: 'पीक समय का लोड घटाना, लोड को दूसरे समय पर ले जाना और बैकअप: बिजली की सप्लाई स्थिर रहती है।',
  },
  {
    title: 'ज़रूरत के साथ बढ़ने वाला सिस्टम',
    text: 'मॉड्यूलर कैबिनेट: घरों के लिए कुछ kWh से लेकर उद्योगों के लिए MWh तक।',
  },
];

/** The spec's six product cards (placeholders there): made-up models, like all the site's sample data. */
export const bessProducts: Words<typeof en.bessProducts> = {
  heading: 'हमारी BESS रेंज',
  allModels: 'हर BESS मॉडल: स्पेसिफ़िकेशन, प्रमाणन और वारंटी के साथ',
  initiallyShown: en.bessProducts.initiallyShown,
  cards: [
    {
      title: `होम BESS 5 kWh`,
      text: 'रूफ़टॉप सोलर वाले घर के लिए दीवार पर लगने वाला स्टोरेज।',
    },
    { title: `होम BESS 10 kWh`, text: 'हाइब्रिड इन्वर्टर के साथ पूरे घर का बैकअप।' },
    {
      title: `कमर्शियल BESS 50 kWh`,
      text: 'दुकानों, दफ़्तरों और क्लिनिकों के लिए कैबिनेट में स्टोरेज।',
    },
    {
      title: `कमर्शियल BESS 100 kWh`,
      text: 'छोटी फ़ैक्टरियों के लिए पीक समय का लोड घटाने का समाधान।',
    },
    {
      title: `इंडस्ट्रियल BESS 500 kWh`,
      text: 'प्लांटों और कैंपस के लिए कंटेनर में रखा स्टोरेज।',
    },
    {
      title: `यूटिलिटी BESS 1 MWh`,
      text: 'सोलर पार्कों और फ़ीडरों के लिए ग्रिड के स्तर का स्टोरेज।',
    },
  ].map((card, i) => ({
    ...card,
    image: image(`bess/product-${i + 1}`, `${card.title} कैबिनेट`),
  })),
};

export const bessTestimonialsHeading = 'हमारे ग्राहक क्या कहते हैं';

export const bessTestimonials: Words<typeof en.bessTestimonials> = [
  {
    id: 1,
    name: 'हरजीत बराड़',
    company: 'फ़्रॉस्टलाइन कोल्ड स्टोरेज',
    description:
      'बिजली कटने पर भी हमारा BESS कोल्ड रूम चलाता रहता है, और पीक समय की बचत से इसकी पूरी क़ीमत वसूल हो चुकी है।',
  },
  {
    id: 2,
    name: 'लता अय्यर',
    company: 'सनफ़ील्ड सोलर पार्क',
    description: 'स्टोरेज की वजह से हम अपनी सौर बिजली को बर्बाद करने के बजाय शाम के पीक समय में बेच पाते हैं।',
  },
];

export const bessCallToAction: Words<typeof en.bessCallToAction> = {
  heading: 'अपने एनर्जी स्टोरेज की योजना हमारे साथ बनाएँ',
  text: 'अपनी साइट और लोड के बारे में बताइए, हमारे इंजीनियर आपके लिए सही आकार का सिस्टम तय करेंगे।',
  label: 'संपर्क करें',
  route: ROUTES.contact,
};
