/**
 * The English words of the public site, one namespace a module. Each translated language has the
 * same list in content/<code>/index.ts, module by module (content/words.ts puts them together).
 * Staff words (staff*.ts, audit.ts, retention.ts) are English only and not listed.
 */
export * as about from './about';
export * as api from './api';
export * as bess from './bess';
export * as calculator from './calculator';
export * as captcha from './captcha';
export * as catalogue from './catalogue';
export * as company from './company';
export * as contact from './contact';
export * as customerAccount from './customer-account';
export * as customers from './customers';
export * as dealers from './dealers';
export * as disclosures from './disclosures';
export * as home from './home';
export * as infrastructure from './infrastructure';
export * as investors from './investors';
export * as journey from './journey';
export * as locator from './locator';
export * as manufacturingUnits from './manufacturing-units';
export * as media from './media';
export * as mobileCheck from './mobile-check';
export * as newsletter from './newsletter';
export * as payment from './payment';
export * as privacy from './privacy';
export * as products from './products';
export * as productLines from './products/lines';
export * as productText from './products/page-text';
export * as routes from './routes';
export * as search from './search';
export * as service from './service';
export * as serviceFeedback from './service-feedback';
export * as services from './services';
export * as shell from './shell';
export * as site from './site';
export * as skuGrowth from './sku-growth';
export * as team from './team';
export * as ui from './ui';
export * as warranty from './warranty';
