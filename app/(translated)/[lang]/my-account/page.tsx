// Made by `npm run twins` from app/(site)/my-account/page.tsx: change that page, not this file.
import * as english from '@/app/(site)/my-account/page';
import { translatedMetadata, translatedPage } from '@/components/i18n/translated';

export const dynamicParams = false;
export const generateMetadata = translatedMetadata(english);
export default translatedPage(english);
