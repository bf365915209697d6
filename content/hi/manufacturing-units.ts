import type * as en from '../manufacturing-units';
import type { Words } from '../words-type';
import { ROUTES } from './routes';

/**
 * Our Manufacturing Units (spec §2): six numbered cards. The old site linked some of these with
 * a `.html` suffix; they point at the clean routes now, and `.html` addresses still redirect.
 */
export const manufacturingUnits: Words<typeof en.manufacturingUnits> = [
  {
    number: '01',
    title: 'फ़ैंसी लाइट स्टोर',
    summary: 'हमारे स्टोर और शोरूम में सजावटी और फ़ैंसी लाइटें देखें।',
    route: ROUTES.infrastructure,
  },
  {
    number: '02',
    title: 'LED लाइट',
    summary: 'मोहाली में हमारा LED लाइटिंग प्लांट, अपनी SMT लाइन के साथ।',
    route: ROUTES.ledLights,
  },
  {
    number: '03',
    title: 'लिथियम बैटरी',
    summary: 'राजपुरा में लिथियम बैटरी पैक की असेंबली और टेस्टिंग।',
    route: ROUTES.lithiumBattery,
  },
  {
    number: '04',
    title: 'इन्वर्टर और UPS',
    summary: 'अंदर लगी लिथियम बैटरी वाले इन्वर्टर और UPS।',
    route: ROUTES.inverterUps,
  },
  {
    number: '05',
    title: 'शीट मेटल',
    summary: 'CNC मशीनों पर स्टेनलेस स्टील शीट मेटल का काम।',
    route: ROUTES.sheetMetal,
  },
  {
    number: '06',
    title: 'इन्फ्रास्ट्रक्चर',
    summary: 'मोहाली और राजपुरा में हमारी फ़ैक्टरियाँ और हमारे शोरूम।',
    route: ROUTES.infrastructure,
  },
];
