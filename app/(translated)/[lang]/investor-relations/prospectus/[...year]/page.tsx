// Made by `npm run twins` from app/(site)/investor-relations/prospectus/[...year]/page.tsx: change that page, not this file.
import * as english from '@/app/(site)/investor-relations/prospectus/[...year]/page';
import { translatedMetadata, translatedPage } from '@/components/i18n/translated';

export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = english.generateStaticParams;
export const generateMetadata = translatedMetadata(english);
export default translatedPage(english);
