import { words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { Showrooms } from '@/app/(site)/our-infrastructure/_components/showrooms';
import { ImageGallery } from '@/components/ui/image-gallery';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  const { ROUTES } = words().routes;
  return pageMetadata(ROUTES.infrastructure);
}

export default function Page() {
  const { ROUTES } = words().routes;
  const { factories, infrastructureLead, mohaliGallery } = words().infrastructure;
  return (
    <>
      <Breadcrumbs route={ROUTES.infrastructure} />
      <PageHeader title={ROUTES.infrastructure.title} lead={infrastructureLead} />
      {factories.map((f) => (
        <Section key={f.id} id={f.id} heading={f.heading}>
          {f.text.map((p) => (
            <p key={p} className="max-w-3xl text-lg">
              {p}
            </p>
          ))}
        </Section>
      ))}
      <Section id="mohali-gallery" heading={mohaliGallery.heading} tone="tint">
        <div className="mx-auto max-w-3xl">
          <ImageGallery label={mohaliGallery.heading} images={mohaliGallery.images} />
        </div>
      </Section>
      <Showrooms />
    </>
  );
}
