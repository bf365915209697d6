import type * as en from '../company';
import type { Words } from '../words-type';
import { image } from './media';
import { ROUTES } from './routes';

/** The company facts shared by Home and About Us (spec §1). Both figures for experience appear. */
export const verticals: Words<typeof en.verticals> = [
  {
    number: '01',
    title: 'LED लाइट',
    route: ROUTES.ledLights,
    summary: 'घर, बाहर, सड़क, उद्योग और सजावट के लिए LED लाइटिंग, मोहाली में निर्मित।',
  },
  {
    number: '02',
    title: 'लिथियम बैटरी',
    route: ROUTES.lithiumBattery,
    summary: 'घरों, वाहनों, टेलीकॉम और एनर्जी स्टोरेज के लिए लिथियम बैटरी पैक।',
  },
  {
    number: '03',
    title: 'लिथियम इन्वर्टर और UPS',
    route: ROUTES.inverterUps,
    summary: 'अंदर लगी लिथियम बैटरी और स्मार्ट मैनेजमेंट वाले इन्वर्टर और UPS।',
  },
  {
    number: '04',
    title: 'बैटरी एनर्जी स्टोरेज (BESS)',
    route: ROUTES.bess,
    summary: 'घरों के लिए 5 kWh से लेकर ग्रिड के लिए 1 MWh तक के एनर्जी स्टोरेज सिस्टम।',
  },
  {
    number: '05',
    title: 'शीट मेटल',
    route: ROUTES.sheetMetal,
    summary: 'स्टेनलेस स्टील शीट मेटल का काम: हमारे समूह की मेटल इंजीनियरिंग।',
  },
  {
    number: '06',
    title: 'CCTV',
    route: ROUTES.cctv,
    summary: 'घरों, दुकानों, फ़ैक्टरियों और कैंपस के लिए CCTV कैमरे और रिकॉर्डर।',
  },
];

export const awards: Words<typeof en.awards> = [
  {
    year: 2017,
    title: 'वर्ष का उभरता LED निर्माता',
    badge: image('awards/2017', '2017 के पुरस्कार का बैज', 'square'),
  },
  {
    year: 2018,
    title: 'ऊर्जा-कुशल लाइटिंग में उत्कृष्टता',
    badge: image('awards/2018', '2018 के पुरस्कार का बैज', 'square'),
  },
  {
    year: 2019,
    title: 'सर्वश्रेष्ठ मेक इन इंडिया लाइटिंग ब्रांड',
    badge: image('awards/2019', '2019 के पुरस्कार का बैज', 'square'),
  },
  {
    year: 2020,
    title: 'उत्कृष्ट सोलर स्ट्रीट लाइटिंग प्रोजेक्ट',
    badge: image('awards/2020', '2020 के पुरस्कार का बैज', 'square'),
  },
  {
    year: 2021,
    title: 'लिथियम एनर्जी स्टोरेज में नवाचार',
    badge: image('awards/2021', '2021 के पुरस्कार का बैज', 'square'),
  },
];

export const certifications: Words<typeof en.certifications> = [
  {
    code: 'ISO',
    /** What the badge's card shows. */
    label: 'ISO',
    title: 'ISO प्रमाणित गुणवत्ता प्रबंधन',
    badge: image('certifications/iso', 'ISO प्रमाणन का बैज', 'square'),
  },
  {
    code: 'CE',
    label: 'CE',
    title: 'यूरोपीय बाज़ार के लिए CE मार्किंग',
    badge: image('certifications/ce', 'CE प्रमाणन का बैज', 'square'),
  },
  {
    code: 'FC',
    label: 'FC',
    title: 'FC (FCC) इलेक्ट्रोमैग्नेटिक अनुपालन',
    badge: image('certifications/fc', 'FC प्रमाणन का बैज', 'square'),
  },
  {
    code: 'MSME',
    label: 'MSME',
    title: 'पंजीकृत MSME उद्यम',
    badge: image('certifications/msme', 'MSME प्रमाणन का बैज', 'square'),
  },
  {
    code: 'NSIC',
    label: 'NSIC',
    title: 'NSIC में पंजीकृत आपूर्तिकर्ता',
    badge: image('certifications/nsic', 'NSIC प्रमाणन का बैज', 'square'),
  },
  {
    code: 'Trademark',
    label: 'ट्रेडमार्क',
    title: 'हमारे ब्रांडों के पंजीकृत ट्रेडमार्क',
    badge: image('certifications/trademark', 'ट्रेडमार्क प्रमाणन का बैज', 'square'),
  },
];

export const countersLabel: Words<typeof en.countersLabel> = 'आँकड़ों में हमारा सफ़र';

export const counters: Words<typeof en.counters> = [
  { value: 16, suffix: '+', label: 'वर्षों का अनुभव' },
  { value: 200, suffix: '+', label: 'किए गए प्रोजेक्ट' },
  { value: 10, suffix: '+', label: 'जीते गए पुरस्कार' },
];

export const purpose: Words<typeof en.purpose> = [
  {
    title: 'मिशन',
    text: 'हमारा मिशन है ग्राहकों की ख़ुशी: ऐसी ऊर्जा-कुशल LED लाइटिंग और लिथियम बैटरी उत्पाद, जो सालों-साल भरोसे के साथ काम करें।',
  },
  {
    title: 'विज़न',
    text: 'ऊर्जा-कुशल और पर्यावरण के अनुकूल उत्पादों में दुनिया में अग्रणी बनना।',
  },
  {
    title: 'मूल्य',
    text: 'नवाचार, टिकाऊपन और उत्कृष्टता, हर उस उत्पाद में जिसे हम डिज़ाइन करते हैं, बनाते हैं और जिसके लिए सपोर्ट देते हैं।',
  },
];
