import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { ProductPage } from '@/components/products/product-page';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ledLights } = words().products;
  return pageMetadata(ledLights.route);
}

export default function Page() {
  const { ledLights } = words().products;
  return <ProductPage content={ledLights} />;
}
