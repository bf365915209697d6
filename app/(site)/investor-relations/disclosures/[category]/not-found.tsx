import { NotFoundBody } from '@/components/layout/not-found-body';

/** An unknown disclosure category or year, inside the site's frame. */
export default function DisclosureNotFound() {
  return <NotFoundBody />;
}
