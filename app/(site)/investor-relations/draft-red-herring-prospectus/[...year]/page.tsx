import { yearMetadataOf, yearPageOf } from '@/components/investors/investor-pages';

// /investor-relations/draft-red-herring-prospectus/<year>[/<page>]: rendered on its first visit, then kept and
// refreshed with the list page (ISR, same tags; components/investors/investor-pages.tsx).
export const revalidate = 60;
export const generateStaticParams = () => [];
export const generateMetadata = yearMetadataOf('drhp');
export default yearPageOf('drhp');
