import * as en from '../routes';
import type { PublicRoute } from '../routes';
import type { Words } from '../words-type';

/** A Hindi page: the English page's address under /hi, with its Hindi title and description. */
const r = (route: PublicRoute, title: string, description: string): PublicRoute => ({
  path: route.path === '/' ? '/hi' : `/hi${route.path}`,
  title,
  description,
});

const E = en.ROUTES;

export const ROUTES = {
  home: r(E.home, 'होम', 'LED लाइट, लिथियम बैटरी, इन्वर्टर, एनर्जी स्टोरेज और शीट मेटल।'),
  about: r(E.about, 'हमारे बारे में', 'हम कौन हैं, हमारा मिशन, विज़न और मूल्य।'),
  contact: r(E.contact, 'संपर्क करें', 'अपनी ज़रूरत के अनुसार मदद के लिए आज ही हमसे संपर्क करें।'),
  services: r(E.services, 'हमारी सेवाएँ', 'हमारे सभी निर्माण क्षेत्र एक नज़र में।'),
  customers: r(E.customers, 'हमारे ग्राहक', 'हमारे ग्राहक क्या कहते हैं, और हमारे व्यावसायिक सहयोगी।'),
  team: r(E.team, 'हमारी टीम', 'हमारे उत्पादों के पीछे के लोग।'),
  management: r(E.management, 'हमारा प्रबंधन', 'हमारे संस्थापकों का परिचय।'),
  journey: r(E.journey, 'हमारा सफ़र', 'पहले LED प्लांट से लिथियम और एनर्जी स्टोरेज तक।'),
  infrastructure: r(E.infrastructure, 'हमारा इन्फ्रास्ट्रक्चर', 'हमारी फ़ैक्टरियाँ और शोरूम।'),
  manufacturingUnits: r(E.manufacturingUnits, 'हमारी निर्माण इकाइयाँ', 'हमारी छह निर्माण इकाइयाँ।'),
  ledLights: r(E.ledLights, 'LED लाइट निर्माण', 'LED लाइट और कैटलॉग।'),
  lithiumBattery: r(E.lithiumBattery, 'लिथियम बैटरी', 'लिथियम बैटरी पैक।'),
  inverterUps: r(E.inverterUps, 'लिथियम इन्वर्टर और UPS निर्माण', 'लिथियम बैटरी वाले इन्वर्टर और UPS।'),
  sheetMetal: r(E.sheetMetal, 'शीट मेटल', 'स्टेनलेस स्टील शीट मेटल इंजीनियरिंग।'),
  cctv: r(E.cctv, 'CCTV', 'CCTV कैमरे और निगरानी।'),
  bess: r(E.bess, 'बैटरी एनर्जी स्टोरेज', 'बैटरी एनर्जी स्टोरेज सिस्टम (BESS)।'),
  dealers: r(E.dealers, 'डीलर और डिस्ट्रीब्यूटर', 'हमारे डीलर या डिस्ट्रीब्यूटर बनें।'),
  dealerLocator: r(
    E.dealerLocator,
    'डीलर खोजें',
    'अपने पास का डीलर, डिस्ट्रीब्यूटर या सर्विस सेंटर खोजें, सबसे नज़दीकी पहले।',
  ),
  serviceRequest: r(
    E.serviceRequest,
    'सर्विस अनुरोध',
    'किसी उत्पाद के लिए सर्विस अनुरोध दर्ज करें: हम सबसे नज़दीकी सर्विस सेंटर तय करते हैं और हर कदम पर आपको ई-मेल भेजते हैं।',
  ),
  serviceTrack: r(
    E.serviceTrack,
    'सर्विस अनुरोध की स्थिति',
    'टिकट नंबर और अपने मोबाइल नंबर से अपने सर्विस अनुरोध की स्थिति देखें।',
  ),
  myAccount: r(
    E.myAccount,
    'मेरा खाता',
    'मोबाइल नंबर पर भेजे गए कोड से खुलने वाले आपके रजिस्टर उत्पाद, सर्विस अनुरोध और भुगतान की रसीदें।',
  ),
  payment: r(E.payment, 'ऑनलाइन भुगतान', 'डाउनलोड होने वाली रसीद के साथ सुरक्षित ऑनलाइन भुगतान।'),
  warranty: r(E.warranty, 'वारंटी रजिस्ट्रेशन', 'अपने उत्पाद की वारंटी रजिस्टर करें और उसकी स्थिति देखें।'),
  warrantyCheck: r(
    E.warrantyCheck,
    'मेरी वारंटी देखें',
    'सीरियल नंबर और अपने मोबाइल नंबर से अपने उत्पाद की वारंटी देखें।',
  ),
  investors: r(E.investors, 'निवेशक संबंध', 'निवेशकों के लिए जानकारी और संपर्क।'),
  disclosures: r(
    E.disclosures,
    'रेगुलेशन 46 के तहत प्रकटीकरण',
    'सेबी के लिस्टिंग रेगुलेशन के अनुसार इस वेबसाइट पर रखे जाने वाले सभी प्रकटीकरण, और हर एक को आख़िरी बार कब अपडेट किया गया।',
  ),
  investorAlerts: r(
    E.investorAlerts,
    'निवेशक अलर्ट',
    'जब भी हम कोई निवेशक प्रकटीकरण प्रकाशित करें, आपको एक ई-मेल।',
  ),
  board: r(E.board, 'निदेशक मंडल', 'हमारा निदेशक मंडल।'),
  committees: r(E.committees, 'बोर्ड की समितियाँ', 'बोर्ड की समितियाँ और उनके सदस्य।'),
  financials: r(E.financials, 'वित्तीय रिपोर्ट', 'वार्षिक और तिमाही वित्तीय रिपोर्ट।'),
  shareholding: r(E.shareholding, 'शेयरहोल्डिंग पैटर्न', 'शेयरहोल्डिंग पैटर्न की रिपोर्ट।'),
  policies: r(E.policies, 'नीतियाँ', 'कंपनी की नीतियाँ और कार्यक्रम।'),
  drhp: r(E.drhp, 'ड्राफ़्ट रेड हेरिंग प्रॉस्पेक्टस', 'ड्राफ़्ट रेड हेरिंग प्रॉस्पेक्टस के दस्तावेज़।'),
  rhp: r(E.rhp, 'रेड हेरिंग प्रॉस्पेक्टस', 'रेड हेरिंग प्रॉस्पेक्टस की रिपोर्ट।'),
  prospectus: r(E.prospectus, 'प्रॉस्पेक्टस', 'प्रॉस्पेक्टस के दस्तावेज़।'),
  grievance: r(E.grievance, 'निवेशक शिकायत', 'निवेशकों की शिकायतों के लिए संपर्क।'),
  registrar: r(E.registrar, 'रजिस्ट्रार का विवरण', 'हमारे रजिस्ट्रार और शेयर ट्रांसफ़र एजेंट।'),
  privacy: r(
    E.privacy,
    'निजता सूचना',
    'हम कौन-सा निजी डेटा लेते हैं, क्यों, कितने समय तक, और DPDP अधिनियम 2023 के तहत आपके अधिकार।',
  ),
  calculator: r(
    E.calculator,
    'इन्वर्टर और बैटरी कैलकुलेटर',
    'जानें कि आपके उपकरणों के लिए कितने VA का इन्वर्टर और कितनी क्षमता की लिथियम बैटरी चाहिए, और हमारे कौन-से मॉडल सही रहेंगे।',
  ),
  products: r(
    E.products,
    'उत्पाद',
    'हमारा हर मॉडल: LED लाइट, लिथियम बैटरी, इन्वर्टर, ऊर्जा भंडारण, CCTV और शीट मेटल।',
  ),
  compare: r(E.compare, 'मॉडलों की तुलना', 'चार मॉडल तक आमने-सामने, जिन स्पेसिफ़िकेशन में अंतर है वे चिह्नित।'),
  search: r(E.search, 'खोजें', 'साइट में खोजें।'),
} as const satisfies Record<keyof typeof en.ROUTES, PublicRoute>;

export const SITEMAP_ROUTES: PublicRoute[] = Object.values(ROUTES).filter(
  (x) =>
    x.path !== ROUTES.search.path &&
    x.path !== ROUTES.compare.path &&
    x.path !== ROUTES.myAccount.path,
);

export const INVESTOR_ROUTES: PublicRoute[] = Object.values(ROUTES).filter((x) =>
  x.path.startsWith('/hi/investor-relations/'),
);

export const NAV: Words<typeof en.NAV> = {
  about: { route: ROUTES.about, children: [ROUTES.team, ROUTES.journey, ROUTES.infrastructure] },
  customers: ROUTES.customers,
  verticals: {
    label: 'व्यावसायिक क्षेत्र',
    children: [
      { ...ROUTES.ledLights, title: 'LED लाइट' },
      { ...ROUTES.lithiumBattery, title: 'लिथियम बैटरी' },
      { ...ROUTES.bess, title: 'BESS' },
      { ...ROUTES.inverterUps, title: 'इन्वर्टर और UPS' },
      { ...ROUTES.sheetMetal, title: 'शीट मेटल' },
      { ...ROUTES.cctv, title: 'CCTV' },
    ],
  },
  support: {
    label: 'सहायता',
    children: [
      { ...ROUTES.serviceRequest, title: 'सर्विस अनुरोध दर्ज करें' },
      { ...ROUTES.serviceTrack, title: 'सर्विस अनुरोध की स्थिति देखें' },
      { ...ROUTES.warranty, title: 'वारंटी रजिस्टर करें' },
      { ...ROUTES.warrantyCheck, title: 'वारंटी देखें' },
      { ...ROUTES.myAccount, title: 'मेरे उत्पाद, अनुरोध और रसीदें' },
      { ...ROUTES.dealerLocator, title: 'डीलर या सर्विस सेंटर खोजें' },
      { ...ROUTES.calculator, title: 'मुझे कौन-सा इन्वर्टर या बैटरी चाहिए?' },
    ],
  },
  contact: ROUTES.contact,
  payment: ROUTES.payment,
};
