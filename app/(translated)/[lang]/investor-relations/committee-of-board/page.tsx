// Made by `npm run twins` from app/(site)/investor-relations/committee-of-board/page.tsx: change that page, not this file.
import * as english from '@/app/(site)/investor-relations/committee-of-board/page';
import { translatedMetadata, translatedPage } from '@/components/i18n/translated';

export const revalidate = 300;
export const dynamicParams = false;
export const generateMetadata = translatedMetadata(english);
export default translatedPage(english);
