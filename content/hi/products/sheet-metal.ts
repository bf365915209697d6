import type * as en from '../../products/sheet-metal';
import type { Words } from '../../words-type';
import { gallery, image, pdf, video } from '../media';
import { ROUTES } from '../routes';

export const sheetMetal: Words<typeof en.sheetMetal> = {
  route: ROUTES.sheetMetal,
  banner: image('products/sheet-metal-banner', 'CNC बेंडिंग प्रेस पर स्टेनलेस स्टील की शीटें', 'banner'),
  lead: 'स्टेनलेस स्टील शीट मेटल का काम: हमारी मेटल इंजीनियरिंग का परिचय।',
  intro: {
    heading: 'शीट मेटल',
    paragraphs: [
      'हमारी शीट मेटल यूनिट CNC मशीनों पर स्टेनलेस स्टील की कटिंग, बेंडिंग, वेल्डिंग और फ़िनिशिंग करती है: कैबिनेट और बॉक्स, रसोई और अस्पतालों की फ़िटिंग, रैक और पैनल।',
    ],
  },
  related: { heading: 'हमारे दूसरे उत्पाद', links: [ROUTES.ledLights, ROUTES.lithiumBattery] },
  catalogues: {
    heading: 'कैटलॉग',
    links: [pdf('catalogues', 'sheet-metal', 'शीट मेटल कैटलॉग')],
  },
  lists: [
    {
      heading: 'फ़ायदे',
      items: [
        'खाने-पीने के सामान और अस्पतालों के लायक़ स्टेनलेस स्टील',
        'CNC से सटीक काम, हर बार एक जैसा',
        'आपकी ज़रूरत के साइज़ और फ़िनिश',
        'डिज़ाइन से लेकर निर्माण तक, सब हमारे यहाँ',
      ],
    },
  ],
  video: video(
    'sheet-metal-video',
    'हमारी शीट मेटल यूनिट देखें',
    image('products/sheet-metal-video', 'शीट मेटल वीडियो का एक दृश्य'),
  ),
  accordion: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    items: [
      {
        title: 'आप किन ग्रेड के स्टील पर काम करते हैं?',
        body: 'मुख्य रूप से SS 304 और SS 316 पर, और कुछ कैबिनेट के लिए माइल्ड स्टील पर।',
      },
      {
        title: 'क्या आप ख़ास ऑर्डर पर भी काम करते हैं?',
        body: 'हाँ: हमें ड्रॉइंग या नमूना भेजिए, हमारे डिज़ाइन इंजीनियर आपको क़ीमत बताएँगे।',
      },
    ],
  },
  features: [
    { title: 'CNC फ़ैब्रिकेशन', text: 'लेज़र कटिंग, CNC बेंडिंग और रोबोटिक वेल्डिंग।' },
    { title: 'फ़िनिशिंग', text: 'पॉलिश की हुई, ब्रश फ़िनिश वाली या पाउडर-कोटेड सतह।' },
  ],
  gallery: { heading: 'गैलरी', images: gallery('products/sheet-metal', 'शीट मेटल का काम', 10) },
};
