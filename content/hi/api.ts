import * as en from '../api';
import type { Words } from '../words-type';

/**
 * सभी API के साझा जवाब: अनुरोध का डेटा, दूसरी साइटों से आए अनुरोध, रुकावटें, रेट लिमिट, स्टाफ़ की
 * पहुँच, फ़ाइलें, क्लिक लॉग, CSP रिपोर्ट और रीवैलिडेशन। हेडर, MIME टाइप और सेटिंग के नाम तथ्य हैं: वे
 * अंग्रेज़ी वाले ही रहते हैं।
 */
export const HTTP_MESSAGES: Words<typeof en.HTTP_MESSAGES> = {
  tooLarge: (kilobytes: number) => `अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा ${kilobytes} KB)।`,
  tooLargePlain: 'अनुरोध बहुत बड़ा है।',
  needsLength: 'अनुरोध के डेटा के साथ Content-Length हेडर होना ज़रूरी है।',
  cutOff: 'अनुरोध का डेटा पूरा पहुँचने से पहले ही कट गया।',
  notJson: 'अनुरोध का डेटा मान्य JSON होना चाहिए।',
  notObject: 'अनुरोध का डेटा एक JSON ऑब्जेक्ट होना चाहिए।',
  notForm: 'अनुरोध का डेटा एक फ़ॉर्म (multipart/form-data) होना चाहिए।',
  databaseUnavailable: 'सेवा कुछ पलों के लिए उपलब्ध नहीं है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  fileNotFound: 'फ़ाइल नहीं मिली।',
};

/** शब्दों में इंतज़ार: "45 सेकंड", "2 मिनट", "1 घंटा", "3 घंटे"। */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} सेकंड`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} मिनट`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`;
}

export const RATE_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `आपके नेटवर्क से बहुत ज़्यादा बार फ़ॉर्म भेजे गए हैं। कृपया ${describeWait(retryAfterSeconds)} बाद फिर से कोशिश करें।`;

/** दूसरी साइट से आया अनुरोध (403) या ग़लत प्रकार का डेटा (415)। */
export const CROSS_SITE_MESSAGES: Words<typeof en.CROSS_SITE_MESSAGES> = {
  origin: 'दूसरी वेबसाइटों से आए अनुरोध स्वीकार नहीं किए जाते।',
  json: 'अनुरोध का डेटा JSON होना चाहिए (Content-Type: application/json)।',
  multipart: 'अनुरोध का डेटा एक फ़ॉर्म होना चाहिए (Content-Type: multipart/form-data)।',
  form: 'अनुरोध का डेटा एक फ़ॉर्म होना चाहिए (application/x-www-form-urlencoded या multipart/form-data)।',
  'csp-report':
    'अनुरोध का डेटा एक CSP रिपोर्ट होना चाहिए (Content-Type: application/csp-report या application/reports+json)।',
};

/** स्टाफ़ की पहुँच के 401 और 403 जवाब। */
export const ACCESS_MESSAGES: Words<typeof en.ACCESS_MESSAGES> = {
  signIn: 'कृपया साइन इन करें।',
  forbidden: 'आपको इसकी अनुमति नहीं है।',
};

/** POST /api/clicklogs/logClick */
export const CLICK_LOG_MESSAGES: Words<typeof en.CLICK_LOG_MESSAGES> = {
  logged: 'दर्ज कर लिया गया।',
  invalid: 'क्लिक लॉग सही नहीं है।',
};

/** POST /api/csp-report */
export const CSP_REPORT_MESSAGES: Words<typeof en.CSP_REPORT_MESSAGES> = {
  json: HTTP_MESSAGES.notJson,
  none: 'अनुरोध के डेटा में इस साइट के बारे में कोई CSP उल्लंघन रिपोर्ट नहीं है।',
};

/** POST /api/revalidate (npm run revalidate) */
export const REVALIDATE_MESSAGES: Words<typeof en.REVALIDATE_MESSAGES> = {
  off: 'रीवैलिडेशन बंद है: REVALIDATE_SECRET सेट नहीं है।',
  bearer: 'एक मान्य बेयरर सीक्रेट ज़रूरी है।',
  sharedCacheDown:
    'रीवैलिडेट नहीं हुआ: साझा कैश (Redis, REDIS_URL) से जवाब नहीं मिला। जब तक यह बंद है, पेज हर बार नए सिरे से बनते रहेंगे; इसके दोबारा चालू होने पर फिर से कोशिश करें।',
};
