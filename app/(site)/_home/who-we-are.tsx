import { words } from '@/lib/platform/i18n/words';
import { BarChart } from '@/components/ui/bar-chart';
import { DocumentLinks } from '@/components/ui/document-links';
import { ImageGallery } from '@/components/ui/image-gallery';
import { ReadMore } from '@/components/ui/read-more';
import { Section } from '@/components/ui/section';

export function WhoWeAre() {
  const { whoWeAre } = words().home;
  const { skuGrowthChart, skuGrowthHeading } = words().skuGrowth;
  const { expandText } = words().ui;
  return (
    <Section id="who-we-are" heading={whoWeAre.heading}>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className="space-y-6 text-lg">
          <ReadMore
            id="who-we-are-text"
            text={whoWeAre.text}
            labels={{ readMore: expandText.readMore, readLess: expandText.readLess }}
          />
          <DocumentLinks links={[whoWeAre.brochure]} label={whoWeAre.brochureLabel} />
          <BarChart
            id="growth-chart"
            data={skuGrowthChart}
            caption={skuGrowthHeading}
            className="max-w-sm text-base"
          />
        </div>
        <ImageGallery label={whoWeAre.sliderLabel} images={whoWeAre.slider} />
      </div>
    </Section>
  );
}
