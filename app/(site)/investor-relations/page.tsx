import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.investors);

export default function Page() {
  return <PlaceholderPage route={ROUTES.investors} />;
}
