import { serializeJsonLd, type JsonLd as Data } from '@/lib/seo/json-ld';

/** Structured data for search engines, in the server HTML (never executed as script). */
export function JsonLd({ data }: { data: Data | Data[] }) {
  return (
    <script
      type="application/ld+json"
      // The serializer escapes `<`, so nothing in the data can end the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
