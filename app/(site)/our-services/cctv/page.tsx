import { ProductPage } from '@/components/products/product-page';
import { cctv } from '@/content/products';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(cctv.route);

export default function Page() {
  return <ProductPage content={cctv} />;
}
