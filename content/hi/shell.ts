import type * as en from '../shell';
import type { Words } from '../words-type';

/** Words of the site frame (menu, footer, sign-up form) and of the not-found and error pages. */

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote: Words<typeof en.newTabNote> = ' (नए टैब में खुलता है)';

/** The skip link at the top of every page, public and staff. */
export const skipLinkText: Words<typeof en.skipLinkText> = 'मुख्य सामग्री पर जाएँ';

export const navText: Words<typeof en.navText> = {
  career: 'करियर',
  label: 'मुख्य मेन्यू',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  moreAboutUs: 'हमारे बारे में और जानें',
  socialLabel: 'सोशल मीडिया',
  languages: 'भाषाएँ',
  breadcrumbLabel: 'आप यहाँ हैं',
  /** Spoken after the logo's short name. */
  logoSuffix: ' होम',
};

export const searchBoxText: Words<typeof en.searchBoxText> = {
  label: 'साइट में खोजें',
  placeholder: 'खोजें',
  submit: 'खोजें',
};

export const footerText: Words<typeof en.footerText> = {
  navLabel: 'फ़ुटर',
  companyHeading: 'कंपनी',
  contactHeading: 'संपर्क',
  locationsHeading: 'हमारे पते',
  rightsReserved: 'सर्वाधिकार सुरक्षित।',
};

/** The support band on the home and contact pages (components/layout/support-band.tsx). */
export const supportBandText: Words<typeof en.supportBandText> = {
  heading: 'ख़रीदे गए उत्पाद के लिए मदद',
  lead: 'ख़राबी की शिकायत करें या मरम्मत बुक करें, अपने अनुरोध की स्थिति देखें, वारंटी रजिस्टर करें या देखें, अपने पास का सर्विस सेंटर खोजें, या जानें कि आपको कौन-सा इन्वर्टर और बैटरी चाहिए।',
  callLine: 'या हमारे सर्विस डेस्क को फ़ोन करें:',
};

export const subscribeText: Words<typeof en.subscribeText> = {
  label: 'नए उत्पादों की जानकारी के लिए सब्सक्राइब करें',
  placeholder: 'you@example.com',
  submit: 'सब्सक्राइब करें',
};

export const notFoundText: Words<typeof en.notFoundText> = {
  title: 'पेज नहीं मिला',
  lead: 'आप जो पेज खोज रहे हैं, वह हमें नहीं मिला।',
  before: 'हो सकता है वह कहीं और चला गया हो। आप',
  homeLink: 'होम पेज',
  after: ' पर जाएँ, या साइट में खोजें:',
};

/** The last-resort page when even the root layout fails (app/global-error.tsx). */
export const globalErrorText: Words<typeof en.globalErrorText> = {
  title: 'कुछ गड़बड़ हो गई',
  text: 'साइट अभी नहीं दिखाई जा सकी। कृपया थोड़ी देर में फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
};

export const errorText: Words<typeof en.errorText> = {
  title: 'कुछ गड़बड़ हो गई',
  text: 'यह पेज अभी नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  homeLink: 'होम पेज पर जाएँ',
};
