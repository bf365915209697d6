import type { Metadata } from 'next';
import type { PublicRoute } from '@/content/routes';

/** Title, description and canonical URL of a public page, from the route table. */
export function pageMetadata(route: PublicRoute): Metadata {
  return {
    title: route.path === '/' ? { absolute: route.title } : route.title,
    description: route.description,
    alternates: { canonical: route.path },
  };
}
