import { connection } from 'next/server';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.payment);

export default async function Page() {
  // Rendered per request so that it carries a per-request CSP nonce (lib/security/csp.ts).
  await connection();
  return <PlaceholderPage route={ROUTES.payment} />;
}
