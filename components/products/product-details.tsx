import { words } from '@/lib/platform/i18n/words';
import { Picture } from '@/components/ui/picture';
import { VideoLink } from '@/components/ui/video-link';
import type { ProductPageContent } from '@/content/products';
import { Accordion } from '@/components/ui/accordion';

const h2 = 'mb-4 text-2xl font-bold text-brand-900';

/** The main column of a product page: each part the page's content has, in the spec's order. */
export function ProductDetails({ content }: { content: ProductPageContent }) {
  const { productPageText } = words().productText;
  const { intro, lists, video, accordion, features, images, sections } = content;
  return (
    <>
      <section aria-labelledby="intro" className="space-y-3">
        <h2 id="intro" className={h2}>
          {intro.heading}
        </h2>
        {intro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      {lists.map((list, i) => (
        <section key={list.heading} aria-labelledby={`list-${i}`}>
          <h2 id={`list-${i}`} className={h2}>
            {list.heading}
          </h2>
          <ul className="grid list-disc gap-x-8 gap-y-1 pl-5 sm:grid-cols-2">
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      {video ? <VideoLink video={video} id="video" /> : null}
      {accordion ? (
        <section aria-labelledby="faq">
          <h2 id="faq" className={h2}>
            {accordion.heading}
          </h2>
          <ProductAccordion items={accordion.items} />
        </section>
      ) : null}
      {features ? (
        <ul aria-label={productPageText.featuresLabel} className="grid gap-6 sm:grid-cols-2">
          {features.map((f) => (
            <li key={f.title} className="rounded-lg border border-slate-200 bg-brand-50 p-5">
              <h3 className="text-lg font-semibold text-brand-900">{f.title}</h3>
              <p className="mt-2 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {images ? (
        <section aria-labelledby="images">
          <h2 id="images" className={h2}>
            {images.heading}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {images.images.map((img) => (
              <li key={img.src}>
                <Picture image={img} className="rounded-lg" sizes="(min-width: 768px) 33vw, 50vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections?.map((s, i) => (
        <section key={s.heading} aria-labelledby={`section-${i}`}>
          <h2 id={`section-${i}`} className={h2}>
            {s.heading}
          </h2>
          <p>{s.text}</p>
        </section>
      ))}
    </>
  );
}

/** The accordion of a product page, its panels rendered here on the server. */
function ProductAccordion({ items }: { items: { title: string; body: string }[] }) {
  return <Accordion items={items.map((i) => ({ title: i.title, content: <p>{i.body}</p> }))} />;
}
