import Link from 'next/link';
import { NAV, ROUTES } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(ROUTES.home);

export default function HomePage() {
  return (
    <>
      <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
        <div className="container-page py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{site.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{site.tagline}</p>
          <p className="mt-2 max-w-2xl text-brand-50">{site.experienceLine}</p>
        </div>
      </div>
      <section aria-labelledby="verticals" className="container-page py-12">
        <h2 id="verticals" className="text-2xl font-bold text-brand-900">
          Our Manufacturing Verticals
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NAV.verticals.children.map((v) => (
            <li key={v.path}>
              <Link
                href={v.path}
                className="block rounded-lg border border-slate-200 p-5 font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {v.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
