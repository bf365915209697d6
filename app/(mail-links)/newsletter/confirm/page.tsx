import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LinkPage, tokenParam } from '@/components/newsletter/link-page';
import { NEWSLETTER_PAGES } from '@/content/newsletter';
import { inspectConfirmLink } from '@/lib/newsletter/confirm';
import { confirmAction } from '../actions';

const T = NEWSLETTER_PAGES.confirm;

export const metadata: Metadata = { title: T.title };

export default async function ConfirmPage({ searchParams }: PageProps<'/newsletter/confirm'>) {
  const token = await tokenParam(searchParams);
  // An expired, tampered or used-up link: ./not-found.tsx explains, with a 404.
  if ((await inspectConfirmLink(token)) !== 'valid') notFound();
  return (
    <LinkPage
      title={T.title}
      lead={T.lead}
      note={T.consent}
      action={{ run: confirmAction, token, button: T.button }}
    />
  );
}
