import { ProductPage } from '@/components/products/product-page';
import { lithiumBattery } from '@/content/products';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(lithiumBattery.route);

export default function Page() {
  return <ProductPage content={lithiumBattery} />;
}
