// Made by `npm run twins` from app/(mail-links)/service-request/feedback/page.tsx: change that page, not this file.
import * as english from '@/app/(mail-links)/service-request/feedback/page';
import { translatedMetadata, translatedPage } from '@/components/i18n/translated';

export const dynamicParams = false;
export const generateMetadata = translatedMetadata(english);
export default translatedPage(english);
