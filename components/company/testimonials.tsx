import type { Testimonial } from '@/content/customers';

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((t) => (
        <li key={t.id}>
          <figure className="h-full rounded-lg border border-slate-200 bg-white p-6">
            <blockquote className="text-lg">“{t.description}”</blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold text-brand-900">{t.name}</span>
              <span className="block text-sm text-muted">{t.company}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
