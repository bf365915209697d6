import type * as en from '../../products/led-lights';
import type { Words } from '../../words-type';
import { image, pdf, video } from '../media';
import { ROUTES } from '../routes';

const catalogue = (slug: string, title: string) => pdf('catalogues', `led-${slug}`, title);

export const ledLights: Words<typeof en.ledLights> = {
  route: ROUTES.ledLights,
  banner: image('products/led-lights-banner', 'मोहाली प्लांट में जाँच के दौरान LED लाइटें', 'banner'),
  lead: 'मोहाली में 2014 से LED लाइटों का निर्माण: 12 मॉडलों से शुरुआत, आज 700 से ज़्यादा मॉडल।',
  intro: {
    heading: 'LED लाइट निर्माण',
    paragraphs: [
      'हमारा मोहाली प्लांट घरों, दफ़्तरों, सड़कों, उद्योगों, अस्पतालों और संस्थानों के लिए LED लाइटें बनाता है। यहाँ जापानी SMT लाइन है, और हर लाइट की जाँच हम अपनी ही लैब में करते हैं।',
    ],
  },
  catalogues: {
    heading: 'कैटलॉग',
    links: [
      catalogue('indoor', 'इनडोर लाइट कैटलॉग'),
      catalogue('outdoor', 'आउटडोर लाइट कैटलॉग'),
      catalogue('street', 'स्ट्रीट लाइट कैटलॉग'),
      catalogue('industrial', 'इंडस्ट्रियल लाइट कैटलॉग'),
      catalogue('solar', 'सोलर लाइट कैटलॉग'),
      catalogue('decorative', 'डेकोरेटिव लाइट कैटलॉग'),
    ],
  },
  lists: [
    {
      heading: 'हमारे उत्पाद',
      items: [
        'पैनल लाइट',
        'डाउन लाइट',
        'बल्ब',
        'ट्यूबलाइट',
        'स्ट्रीट लाइट',
        'फ़्लड लाइट',
        'हाई बे लाइट',
        'सोलर स्ट्रीट लाइट',
        'COB लाइट',
        'वॉल लाइट',
        'स्ट्रिप लाइट',
        'डेकोरेटिव लाइट',
      ],
    },
  ],
  video: video(
    'led-lights-video',
    'हमारे LED प्लांट में काम होते देखें',
    image('products/led-lights-video', 'LED प्लांट के वीडियो का एक दृश्य'),
  ),
  accordion: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    items: [
      {
        title: 'क्या आप संस्थानों के लिए लाइटें बनाते हैं?',
        body: 'हाँ: अस्पतालों, दवा कंपनियों के प्लांटों, स्कूलों और सरकारी इमारतों में हमारी लाइटें लगी हैं।',
      },
      {
        title: 'क्या आप हमारे डिज़ाइन के अनुसार लाइटें बना सकते हैं?',
        body: 'बड़े ऑर्डर के लिए हमारे डिज़ाइन और अनुसंधान इंजीनियर आपकी ज़रूरत के हिसाब से ख़ास लाइटें तैयार करते हैं।',
      },
      {
        title: 'लाइटों पर कैसी वारंटी मिलती है?',
        body: 'हर लाइट के साथ लिखित वारंटी मिलती है; उसकी शर्तें हर कैटलॉग में दी गई हैं।',
      },
    ],
  },
};
