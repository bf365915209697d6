import { ProductPage } from '@/components/products/product-page';
import { inverterUps } from '@/content/products';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(inverterUps.route);

export default function Page() {
  return <ProductPage content={inverterUps} />;
}
