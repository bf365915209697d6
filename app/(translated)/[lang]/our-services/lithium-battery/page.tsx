// Made by `npm run twins` from app/(site)/our-services/lithium-battery/page.tsx: change that page, not this file.
import * as english from '@/app/(site)/our-services/lithium-battery/page';
import { translatedMetadata, translatedPage } from '@/components/i18n/translated';

export const dynamicParams = false;
export const generateMetadata = translatedMetadata(english);
export default translatedPage(english);
