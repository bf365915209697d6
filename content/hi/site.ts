import * as en from '../site';
import type { Address } from '../site';
import type { Words } from '../words-type';

/** Company facts in Hindi: the company's and brands' names, numbers and addresses on the web stay as they are. */
export const site: Words<typeof en.site> = {
  ...en.site,
  tagline: 'LED लाइट, लिथियम बैटरी, इन्वर्टर, एनर्जी स्टोरेज और शीट मेटल, भारत में निर्मित।',
  experienceLine: 'लाइटिंग और पावर इलेक्ट्रॉनिक्स में 35 से ज़्यादा वर्षों का अनुभव।',
  phones: [
    { ...en.site.phones[0], label: 'सेल्स' },
    { ...en.site.phones[1], label: 'सपोर्ट' },
  ],
  addresses: {
    corporate: {
      label: 'कॉर्पोरेट ऑफ़िस',
      lines: ['प्लॉट 00, इंडस्ट्रियल एरिया फ़ेज़ 1', 'सेक्टर 00'],
      city: 'चंडीगढ़',
      region: 'चंडीगढ़',
      postalCode: '160022',
      country: 'भारत',
    },
    mohali: {
      label: 'फ़ैक्टरी 1 (LED लाइट)',
      lines: ['प्लॉट 00, इंडस्ट्रियल एरिया'],
      city: 'मोहाली',
      region: 'पंजाब',
      postalCode: '160055',
      country: 'भारत',
    },
    rajpura: {
      label: 'फ़ैक्टरी 2 (लिथियम बैटरी और शीट मेटल)',
      lines: ['प्लॉट 00, फ़ोकल पॉइंट'],
      city: 'राजपुरा',
      region: 'पंजाब',
      postalCode: '140401',
      country: 'भारत',
    },
    australia: {
      label: 'विदेश सेल्स ऑफ़िस',
      lines: ['लेवल 0, 00 एग्ज़ाम्पल स्ट्रीट'],
      city: 'सिडनी',
      region: 'एनएसडब्ल्यू',
      postalCode: '2000',
      country: 'ऑस्ट्रेलिया',
    },
  } satisfies Record<string, Address>,
  social: en.site.social,
  professionalNetwork: [
    { ...en.site.professionalNetwork[0], name: 'लिंक्डइन पर SampleVolt' },
    { ...en.site.professionalNetwork[1], name: 'लिंक्डइन पर Sample Energy Industries' },
  ],
  grievanceOfficer: {
    ...en.site.grievanceOfficer,
    name: 'सुश्री अंजलि शर्मा',
    designation: 'शिकायत अधिकारी',
  },
};

export const formatAddress = en.formatAddress;
