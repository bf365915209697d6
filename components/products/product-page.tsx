import { requestLanguage, words } from '@/lib/platform/i18n/words';
import { linePath } from '@/components/catalogue/paths';
import { isCatalogueLine } from '@/lib/catalogue/specs';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/layout/page-header';
import { DocumentLinks } from '@/components/ui/document-links';
import { ImageGallery } from '@/components/ui/image-gallery';
import { Picture } from '@/components/ui/picture';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import type { ProductPageContent } from '@/content/products';
import { env } from '@/lib/platform/env';
import { productListJsonLd } from '@/lib/seo/json-ld';
import { BackgroundVideo } from './background-video';
import { ProductDetails } from './product-details';

/** A product (service) page: banner, main column and a sidebar of catalogues and links. */
export function ProductPage({ content }: { content: ProductPageContent }) {
  const { productPageText } = words().productText;
  const { route, catalogues, related } = content;
  // Each product page's address ends in its catalogue line (/our-services/cctv → /products/cctv).
  const line = route.path.split('/').pop();
  const models = isCatalogueLine(line) ? linePath(line, requestLanguage()) : null;
  return (
    <>
      <Breadcrumbs route={route} />
      <JsonLd data={productListJsonLd(env.SITE_URL, content)} />
      <PageHeader title={route.title} lead={content.lead} />
      <div className="container-page pt-8">
        {content.bannerVideo ? (
          <BackgroundVideo video={content.bannerVideo} />
        ) : (
          <Picture
            image={content.banner}
            preload
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="max-h-96 rounded-lg object-cover"
          />
        )}
      </div>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-10">
          <ProductDetails content={content} />
        </div>
        {catalogues || related || models ? (
          <aside aria-label={productPageText.asideLabel(route.title)} className="space-y-8">
            {models ? (
              <div>
                <h2 className="mb-3 text-xl font-bold text-brand-900">
                  {productPageText.modelsHeading}
                </h2>
                <Link
                  href={models}
                  className={buttonClass({ size: 'sm', className: 'inline-block' })}
                >
                  {productPageText.modelsLink}
                </Link>
              </div>
            ) : null}
            {catalogues ? (
              <div>
                <h2 className="mb-3 text-xl font-bold text-brand-900">{catalogues.heading}</h2>
                <DocumentLinks links={catalogues.links} label={catalogues.heading} />
              </div>
            ) : null}
            {related ? (
              <nav aria-label={related.heading}>
                <h2 className="mb-3 text-xl font-bold text-brand-900">{related.heading}</h2>
                <ul className="space-y-2">
                  {related.links.map((r) => (
                    <li key={r.path}>
                      <Link href={r.path} className="font-medium text-brand-700 underline">
                        {r.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        ) : null}
      </div>
      {content.gallery ? (
        <Section id="gallery" heading={content.gallery.heading} tone="tint">
          <div className="mx-auto max-w-3xl">
            <ImageGallery
              label={productPageText.galleryLabel(route.title)}
              images={content.gallery.images}
            />
          </div>
        </Section>
      ) : null}
    </>
  );
}
