import { ProductPage } from '@/components/products/product-page';
import { ledLights } from '@/content/products';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ledLights.route);

export default function Page() {
  return <ProductPage content={ledLights} />;
}
