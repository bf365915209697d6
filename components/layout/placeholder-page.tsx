import Link from 'next/link';
import type { PublicRoute } from '@/content/routes';
import { PageHeader } from './page-header';

/** Stands in for a page whose full content is still being written. */
export function PlaceholderPage({ route }: { route: PublicRoute }) {
  return (
    <>
      <PageHeader title={route.title} lead={route.description} />
      <div className="container-page py-12">
        <p className="text-muted">
          The full content of this page is being prepared. Meanwhile,{' '}
          <Link href="/contact-us" className="text-brand-700 underline">
            contact us
          </Link>{' '}
          for anything you need.
        </p>
      </div>
    </>
  );
}
