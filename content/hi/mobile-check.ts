import type * as en from '../mobile-check';
import { MOBILE_CODE as CODE, SMS_VALUE_MAX as CODE_VALUE_MAX } from '../mobile-check';
import type { Words } from '../words-type';
import { site } from '../site';

export const MOBILE_CODE = CODE;

const SUPPORT = site.phones.find((p) => p.label === 'Support') ?? site.phones[0]!;

export const MOBILE_CHECK_TEXT: Words<typeof en.MOBILE_CHECK_TEXT> = {
  legend: 'अपना मोबाइल नंबर पक्का करें',
  send: 'SMS से कोड भेजें',
  resend: 'नया कोड भेजें',
  sending: 'भेजा जा रहा है…',
  codeLabel: 'SMS में आया कोड',
  confirm: 'पक्का करें',
  confirming: 'जाँच हो रही है…',
  sent: (masked: string) =>
    `हमने ${masked} पर ${MOBILE_CODE.digits} अंकों का कोड भेजा है। यह ${MOBILE_CODE.minutes} मिनट तक चलेगा।`,
  confirmed: (masked: string) => `मोबाइल नंबर ${masked} पक्का हो गया।`,
  resendIn: (seconds: number) => `आप ${seconds} सेकंड बाद नया कोड माँग सकते हैं।`,
  off: 'अभी हम SMS नहीं भेज रहे हैं: आपका मोबाइल नंबर बिना कोड के लिया जाएगा, और जानकारी ई-मेल से आएगी।',
  smsUpdates: 'इस अनुरोध की जानकारी मुझे SMS से भी भेजें',
  whatsappUpdates: `इस अनुरोध की जानकारी मुझे ${site.shortName} की ओर से व्हाट्सऐप पर भी भेजें`,
  warrantySmsUpdates: 'मेरा इनवॉइस जाँचे जाने पर मुझे SMS से भी बताएँ',
  warrantyWhatsappUpdates: `मेरा इनवॉइस जाँचे जाने पर मुझे ${site.shortName} की ओर से व्हाट्सऐप पर भी बताएँ`,
};

export const MOBILE_CHECK_MESSAGES: Words<typeof en.MOBILE_CHECK_MESSAGES> = {
  mobile: '6-9 से शुरू होने वाला 10 अंकों का सही भारतीय मोबाइल नंबर लिखें।',
  purpose: 'यह फ़ॉर्म मोबाइल नंबर पक्का नहीं करता।',
  codeFormat: `SMS में आया ${MOBILE_CODE.digits} अंकों का कोड लिखें।`,
  sentAnswer: 'कोड भेज दिया गया।',
  confirmedAnswer: 'मोबाइल नंबर पक्का हो गया।',
  wrong: 'यह कोड सही नहीं है। SMS देखकर फिर से कोशिश करें।',
  expired: 'इस कोड का समय निकल गया है या इसे बहुत बार आज़माया गया है। नया कोड माँगें।',
  tooMany: (seconds: number) =>
    `बहुत ज़्यादा कोड माँगे गए। कृपया ${seconds >= 60 ? `${Math.ceil(seconds / 60)} मिनट` : `${seconds} सेकंड`} बाद फिर से कोशिश करें।`,
  off: 'अभी हम SMS नहीं भेज रहे हैं। फ़ॉर्म बिना कोड के भेजें।',
  failed: `हम अभी SMS नहीं भेज सके। कृपया एक मिनट बाद फिर से कोशिश करें, या हमें ${SUPPORT.display} पर फ़ोन करें।`,
  required: 'कृपया SMS से भेजे गए कोड से अपना मोबाइल नंबर पक्का करें।',
  stale: 'कृपया यह मोबाइल नंबर फिर से पक्का करें: कोड किसी दूसरे नंबर का था, या पहले ही इस्तेमाल हो चुका है।',
};

export const SMS_TEMPLATES: Words<typeof en.SMS_TEMPLATES> = {
  otp: `{#var#} ${site.shortName} के साथ आपका मोबाइल नंबर पक्का करने का कोड है। यह ${MOBILE_CODE.minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`,
  serviceStatus: `${site.shortName}: आपका सर्विस अनुरोध {#var#} अब इस स्थिति में है: {#var#}। टिकट नंबर से इसे हमारी वेबसाइट पर देखें।`,
  serviceReceived: `${site.shortName}: आपका सर्विस अनुरोध {#var#} मिल गया है। हम {#var#} तक सर्विस सेंटर तय करेंगे; सेंटर {#var#} तक आपको फ़ोन करेगा।`,
  serviceAssigned: `${site.shortName}: आपका सर्विस अनुरोध {#var#} अब {#var#} के पास है, फ़ोन {#var#}। वे विज़िट तय करने के लिए आपको फ़ोन करेंगे।`,
  warrantyVerified: `${site.shortName}: आपका वारंटी रजिस्ट्रेशन {#var#} ({#var#}) सत्यापित हो गया है। यह {#var#} तक मान्य है।`,
  warrantyRejected: `${site.shortName}: हम वारंटी रजिस्ट्रेशन {#var#} का इनवॉइस स्वीकार नहीं कर सके: {#var#}। कृपया इनवॉइस की साफ़ कॉपी के साथ ${site.emails.info} पर लिखें।`,
};

export const SMS_VALUE_MAX = CODE_VALUE_MAX;
