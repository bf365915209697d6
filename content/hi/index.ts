/** The Hindi words of the public site: the same list as content/en.ts. */
export * as about from '../about'; // TEMPORARY: English until translated
export * as api from '../api'; // TEMPORARY: English until translated
export * as bess from '../bess'; // TEMPORARY: English until translated
export * as calculator from '../calculator'; // TEMPORARY: English until translated
export * as captcha from './captcha';
export * as company from '../company'; // TEMPORARY: English until translated
export * as contact from '../contact'; // TEMPORARY: English until translated
export * as customers from '../customers'; // TEMPORARY: English until translated
export * as dealers from '../dealers'; // TEMPORARY: English until translated
export * as disclosures from '../disclosures'; // TEMPORARY: English until translated
export * as home from '../home'; // TEMPORARY: English until translated
export * as infrastructure from '../infrastructure'; // TEMPORARY: English until translated
export * as investors from '../investors'; // TEMPORARY: English until translated
export * as journey from '../journey'; // TEMPORARY: English until translated
export * as locator from '../locator'; // TEMPORARY: English until translated
export * as manufacturingUnits from '../manufacturing-units'; // TEMPORARY: English until translated
export * as media from './media';
export * as newsletter from '../newsletter'; // TEMPORARY: English until translated
export * as payment from '../payment'; // TEMPORARY: English until translated
export * as privacy from '../privacy'; // TEMPORARY: English until translated
export * as products from '../products'; // TEMPORARY: English until translated
export * as productModels from '../products/models'; // TEMPORARY: English until translated
export * as productText from '../products/page-text'; // TEMPORARY: English until translated
export * as routes from './routes';
export * as search from '../search'; // TEMPORARY: English until translated
export * as service from '../service'; // TEMPORARY: English until translated
export * as services from '../services'; // TEMPORARY: English until translated
export * as shell from '../shell'; // TEMPORARY: English until translated
export * as site from './site';
export * as skuGrowth from '../sku-growth'; // TEMPORARY: English until translated
export * as team from '../team'; // TEMPORARY: English until translated
export * as ui from '../ui'; // TEMPORARY: English until translated
export * as warranty from '../warranty'; // TEMPORARY: English until translated
