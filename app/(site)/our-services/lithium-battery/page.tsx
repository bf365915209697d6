import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { ProductPage } from '@/components/products/product-page';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { lithiumBattery } = words().products;
  return pageMetadata(lithiumBattery.route);
}

export default function Page() {
  const { lithiumBattery } = words().products;
  return <ProductPage content={lithiumBattery} />;
}
