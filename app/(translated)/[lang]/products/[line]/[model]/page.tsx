// Made by `npm run twins` from app/(site)/products/[line]/[model]/page.tsx: change that page, not this file.
import * as english from '@/app/(site)/products/[line]/[model]/page';
import { translatedMetadata, translatedPage } from '@/components/i18n/translated';

export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = english.generateStaticParams;
export const generateMetadata = translatedMetadata(english);
export default translatedPage(english);
