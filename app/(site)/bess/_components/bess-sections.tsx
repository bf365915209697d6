import { requestLanguage, words } from '@/lib/platform/i18n/words';
import { linePath } from '@/components/catalogue/paths';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { ShowMoreGrid } from '@/components/ui/show-more';

export function BessFeatures() {
  const { bessFeatures, bessFeaturesHeading } = words().bess;
  return (
    <Section id="bess-features" heading={bessFeaturesHeading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {bessFeatures.map((f) => (
          <li key={f.title} className="rounded-lg border border-slate-200 p-5">
            <h3 className="text-lg font-semibold text-brand-900">{f.title}</h3>
            <p className="mt-2 text-muted">{f.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BessProducts() {
  const { bessProducts } = words().bess;
  const { expandText } = words().ui;
  const cards = bessProducts.cards.map((card) => (
    <article key={card.title} className="h-full rounded-lg border border-slate-200">
      <Picture image={card.image} className="rounded-t-lg" sizes="(min-width: 1024px) 25vw, 50vw" />
      <div className="p-4">
        <h3 className="font-semibold text-brand-900">{card.title}</h3>
        <p className="mt-1 text-sm text-muted">{card.text}</p>
      </div>
    </article>
  ));
  return (
    <Section id="bess-products" heading={bessProducts.heading}>
      <ShowMoreGrid
        items={cards}
        initial={bessProducts.initiallyShown}
        listLabel={bessProducts.heading}
        labels={{ showMore: expandText.showMore, showLess: expandText.showLess }}
      />
      <p className="mt-6">
        <Link
          href={linePath('bess', requestLanguage())}
          className={buttonClass({ variant: 'secondary', className: 'inline-block' })}
        >
          {bessProducts.allModels}
        </Link>
      </p>
    </Section>
  );
}

export function BessContact() {
  const { bessCallToAction } = words().bess;
  return (
    <Section id="bess-contact" heading={bessCallToAction.heading}>
      <p className="text-lg">{bessCallToAction.text}</p>
      <Link
        href={bessCallToAction.route.path}
        className={buttonClass({ className: 'mt-6 inline-block' })}
      >
        {bessCallToAction.label}
      </Link>
    </Section>
  );
}
