import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { ProductPage } from '@/components/products/product-page';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { inverterUps } = words().products;
  return pageMetadata(inverterUps.route);
}

export default function Page() {
  const { inverterUps } = words().products;
  return <ProductPage content={inverterUps} />;
}
