import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { ProductPage } from '@/components/products/product-page';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { sheetMetal } = words().products;
  return pageMetadata(sheetMetal.route);
}

export default function Page() {
  const { sheetMetal } = words().products;
  return <ProductPage content={sheetMetal} />;
}
