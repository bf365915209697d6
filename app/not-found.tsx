import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/layout/search-form';
import { SiteFrame } from '@/components/layout/site-frame';

export default function NotFound() {
  return (
    <SiteFrame>
      <PageHeader title="Page not found" lead="We could not find the page you asked for." />
      <div className="container-page space-y-6 py-10">
        <p>
          It may have moved. Go to the{' '}
          <Link href="/" className="text-brand-700 underline">
            home page
          </Link>
          , or search the site:
        </p>
        <SearchForm id="not-found-q" className="max-w-md" />
      </div>
    </SiteFrame>
  );
}
