import type * as en from '../journey';
import type { Words } from '../words-type';
import { image } from './media';

/** Our Journey (spec §2): as the old site tells it. Phase 6 is not mentioned there either. */
export const journeyBanner: Words<typeof en.journeyBanner> = image(
  'journey/banner',
  'शाम के समय मोहाली का LED प्लांट, जहाँ से हमारा सफ़र शुरू हुआ',
  'banner',
);

export const journeyLead: Words<typeof en.journeyLead> =
  'पहले LED प्लांट से लेकर लिथियम बैटरी और एनर्जी स्टोरेज तक।';

export const milestonesHeading: Words<typeof en.milestonesHeading> = 'अहम पड़ाव';

export const milestones: Words<typeof en.milestones> = [
  {
    year: '2010',
    title: 'नए उत्पादों के विकास की शुरुआत',
    text: 'हमने नए LED लाइटिंग उत्पाद विकसित करने शुरू किए।',
  },
  {
    year: '2013',
    title: 'पहला LED प्लांट',
    text: 'हमारा पहला LED प्लांट पंजाब के मोहाली के एक इंडस्ट्रियल एरिया में शुरू हुआ: लगभग 20,000 वर्ग फ़ुट का, जापानी SMT लाइन के साथ।',
  },
  { year: '2014-15', title: 'चरण 1', text: '12 SKU।' },
  { year: '2016-17', title: 'चरण 2', text: 'COB लाइटों सहित 40 SKU।' },
  { year: '2018-19', title: 'चरण 3', text: '100 SKU।' },
  {
    year: '2020',
    title: 'चरण 4',
    text: '200 SKU, जिनमें सोलर स्ट्रीट लाइटें और फ़ार्मास्यूटिकल व संस्थागत लाइटिंग शामिल हैं।',
  },
  {
    year: '2021-22',
    title: 'चरण 5',
    text: '600 से ज़्यादा SKU, और 2,50,000 वर्ग फ़ुट के प्लॉट पर CNC आधारित निर्माण वाली एक नई मेगा फ़ैक्टरी।',
  },
  {
    year: '2023-24',
    title: 'चरण 7',
    text: '700 से ज़्यादा SKU, और लिथियम बैटरी, इन्वर्टर और एनर्जी स्टोरेज के लिए एक नई फ़ैक्टरी।',
  },
];

export const futurePlans: Words<typeof en.futurePlans> = {
  heading: 'भविष्य की योजनाएँ',
  text: 'इलेक्ट्रिक वाहनों, एनर्जी स्टोरेज सिस्टम, UPS और इन्वर्टर के लिए बैटरी पैक, और एयरोनॉटिकल, ड्रोन और रेलवे में उपयोग के लिए भी।',
};
