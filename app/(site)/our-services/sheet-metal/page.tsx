import { ProductPage } from '@/components/products/product-page';
import { sheetMetal } from '@/content/products';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(sheetMetal.route);

export default function Page() {
  return <ProductPage content={sheetMetal} />;
}
