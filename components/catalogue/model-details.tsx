import { getImageProps } from 'next/image';
import type { Language } from '@/content/languages';
import { PageHeader } from '@/components/layout/page-header';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { TableScroller } from '@/components/ui/table-scroller';
import { productJsonLd } from '@/lib/catalogue/json-ld';
import { isProductLine, MODEL_PARAMETER } from '@/lib/catalogue/line-models';
import { specFieldsOf } from '@/lib/catalogue/specs';
import type { CatalogueModel } from '@/lib/catalogue/types';
import { env } from '@/lib/platform/env';
import { words } from '@/lib/platform/i18n/words';
import { priceText, specValue } from '@/lib/catalogue/format';
import { linePath, modelPath } from './paths';

/**
 * A model's photo as staff uploaded it, through the image optimizer (a WebP of the width the
 * screen needs), in a 4:3 box so nothing moves as it loads; the name is its alt text.
 */
function ModelPhoto({ src, name }: { src: string; name: string }) {
  const { props } = getImageProps({
    src,
    alt: name,
    width: 800,
    height: 600,
    sizes: '(min-width: 768px) 40vw, 100vw',
    className: 'aspect-[4/3] h-auto w-full rounded-lg bg-white object-contain',
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, made on the server
  return <img {...props} alt={name} />;
}

/**
 * A model's page: what it is, its specifications, warranty and price, and what its owner or buyer
 * can do next (each action goes to the site's own form or locator). A discontinued model keeps
 * its page, with a notice and its successor, since its owners still need it.
 */
export function ModelDetails({
  model,
  successor,
  language,
}: {
  model: CatalogueModel;
  successor: CatalogueModel | null;
  language: Language;
}) {
  const T = words().catalogue;
  const M = T.MODEL_TEXT;
  const { ROUTES } = words().routes;
  const { LOCATOR_TEXT } = words().locator;
  const path = modelPath(model, language);
  const route = { path, title: model.name[language], description: model.summary[language] };
  const lineRoute = T.lineRoute(model.line);
  const specs = specFieldsOf(model.line).flatMap((field) => {
    const value = specValue(field, model.specs[field.key], language, T);
    return value === null
      ? []
      : [{ key: field.key, label: T.SPEC_LABELS[field.key] ?? field.key, value }];
  });
  const price = model.mrpPaise === null ? M.priceOnRequest : M.mrp(priceText(model.mrpPaise));
  const locatorLine = isProductLine(model.line) ? model.line : null;
  // The actions name the model: the contact form ticks its line and starts the message with it;
  // the after-sales forms (every line but sheet metal) choose it (components/forms).
  const about = `?${MODEL_PARAMETER}=${encodeURIComponent(model.code)}`;
  const afterSales = locatorLine ? about : '';
  return (
    <>
      <JsonLd data={productJsonLd(env.SITE_URL, model, language, specs)} />
      <Breadcrumbs route={route} trail={[ROUTES.home, ROUTES.products, lineRoute, route]} />
      <PageHeader title={model.name[language]} lead={model.summary[language]} />
      <div className="container-page space-y-10 py-10">
        {model.discontinued ? (
          <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p className="font-semibold">{M.discontinuedNotice}</p>
            {successor ? (
              <p className="mt-1">
                {M.successor}:{' '}
                <Link href={modelPath(successor, language)} className="text-brand-700 underline">
                  {successor.name[language]}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
          {model.image ? <ModelPhoto src={model.image} name={model.name[language]} /> : null}
          <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{M.modelCode}</dt>
              <dd className="font-mono font-semibold" translate="no">
                {model.code}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{M.series}</dt>
              <dd className="font-semibold">{T.SERIES_NAMES[model.series] ?? model.series}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{M.warranty}</dt>
              <dd className="font-semibold">{M.warrantyPeriod(model.warrantyMonths)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{M.price}</dt>
              <dd className="font-semibold">{price}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{M.launched}</dt>
              <dd className="font-semibold">
                <time dateTime={model.launchedOn}>{model.launchedOn.slice(0, 7)}</time>
              </dd>
            </div>
            {model.certifications.length > 0 ? (
              <div>
                <dt className="text-sm text-muted">{M.certifications}</dt>
                <dd className="font-semibold">{model.certifications.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <section aria-labelledby="model-specs">
          <h2 id="model-specs" className="mb-4 text-2xl font-bold text-brand-900">
            {M.specifications}
          </h2>
          <TableScroller label={M.specifications} className="max-w-2xl">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{M.specifications}</caption>
              <tbody>
                {specs.map((spec) => (
                  <tr key={spec.key} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-6 font-semibold">
                      {spec.label}
                    </th>
                    <td className="py-2">{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </section>
        <section aria-labelledby="model-downloads">
          <h2 id="model-downloads" className="mb-4 text-2xl font-bold text-brand-900">
            {M.downloads}
          </h2>
          <p>
            {/* Rendered from the catalogue in the page's language (lib/catalogue/datasheet.tsx). */}
            <a
              href={`${modelPath(model, 'en')}/datasheet.pdf${language === 'en' ? '' : `?lang=${language}`}`}
              type="application/pdf"
              className="font-medium text-brand-700 underline"
            >
              {M.datasheet(model.code)}
            </a>
          </p>
          {model.manual ? (
            <p className="mt-2">
              {/* Uploaded by staff (/staff/catalogue), one file for both languages. */}
              <a
                href={model.manual}
                type="application/pdf"
                className="font-medium text-brand-700 underline"
              >
                {M.manual(model.code)}
              </a>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="model-actions">
          <h2 id="model-actions" className="mb-4 text-2xl font-bold text-brand-900">
            {M.actionsHeading}
          </h2>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link
                href={`${ROUTES.contact.path}?line=${model.line}&${about.slice(1)}`}
                className={buttonClass()}
              >
                {M.enquire}
              </Link>
            </li>
            <li>
              <Link
                href={`${ROUTES.warranty.path}${afterSales}`}
                className={buttonClass({ variant: 'secondary' })}
              >
                {M.registerWarranty}
              </Link>
            </li>
            <li>
              <Link
                href={`${ROUTES.serviceRequest.path}${afterSales}`}
                className={buttonClass({ variant: 'secondary' })}
              >
                {M.raiseService}
              </Link>
            </li>
          </ul>
          <form
            method="get"
            action={ROUTES.dealerLocator.path}
            className="mt-6 flex max-w-md flex-wrap items-end gap-3"
          >
            {locatorLine ? <input type="hidden" name="line" value={locatorLine} /> : null}
            <label className="flex-1">
              <span className="block font-semibold">{LOCATOR_TEXT.pincode}</span>
              <input
                name="pincode"
                inputMode="numeric"
                pattern="[0-9]{6}"
                maxLength={6}
                autoComplete="postal-code"
                required
                className="mt-1 w-full rounded-md border border-slate-400 px-2 py-2 text-base"
              />
            </label>
            <button type="submit" className={buttonClass({ variant: 'secondary' })}>
              {M.findDealer}
            </button>
          </form>
        </section>
        <ul className="flex flex-wrap gap-x-8 gap-y-2">
          <li>
            <Link href={linePath(model.line, language)} className="text-brand-700 underline">
              {T.INDEX_TEXT.browse(T.LINE_NAMES[model.line])}
            </Link>
          </li>
          <li>
            {/* The line's results, where each model has its tick for the comparison. */}
            <Link
              href={`${linePath(model.line, language)}#finder-results`}
              className="text-brand-700 underline"
            >
              {T.COMPARE_TEXT.compareWithOthers}
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
