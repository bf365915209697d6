import type * as en from '../../products/cctv';
import type { Words } from '../../words-type';
import { gallery, image } from '../media';
import { ROUTES } from '../routes';

export const cctv: Words<typeof en.cctv> = {
  route: ROUTES.cctv,
  banner: image('products/cctv-banner', 'फ़ैक्टरी की छत पर लगा डोम CCTV कैमरा', 'banner'),
  lead: 'घरों, दुकानों और उद्योगों के लिए CCTV कैमरे और निगरानी सिस्टम।',
  intro: {
    heading: 'CCTV',
    paragraphs: [
      'हमारे CCTV ब्रांड में डोम, बुलेट और PTZ कैमरे मिलते हैं, साथ में रिकॉर्डर और मोबाइल पर कहीं से भी देखने की सुविधा। हर कैमरा हमारे अपने इंजीनियर चुनते और जाँचते हैं।',
    ],
  },
  lists: [],
  images: { heading: 'हमारे कैमरे', images: gallery('products/cctv', 'CCTV कैमरों की रेंज', 6) },
  sections: [
    {
      heading: 'हम क्या-क्या करते हैं',
      text: 'CCTV सिस्टम के लिए साइट सर्वे, सप्लाई, इंस्टॉलेशन और रखरखाव: दुकान के एक कैमरे से लेकर पूरी फ़ैक्टरी के नेटवर्क तक, दूर से निगरानी की सुविधा के साथ।',
    },
  ],
};
