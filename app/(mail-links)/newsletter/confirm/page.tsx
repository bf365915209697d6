import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LinkPage, tokenParam } from '@/components/newsletter/link-page';
import { words } from '@/lib/platform/i18n/words';
import { inspectConfirmLink, listOfLink } from '@/lib/newsletter/confirm';
import { confirmAction } from '../actions';

export function generateMetadata(): Metadata {
  return { title: words().newsletter.NEWSLETTER_PAGES.confirm.title };
}

export default async function ConfirmPage({ searchParams }: PageProps<'/newsletter/confirm'>) {
  const token = await tokenParam(searchParams);
  // An expired, tampered or used-up link: ./not-found.tsx explains, with a 404.
  if ((await inspectConfirmLink(token)) !== 'valid') notFound();
  const T = words().newsletter.LIST_TEXT[await listOfLink('confirm', token)].pages.confirm;
  return (
    <LinkPage
      title={T.title}
      lead={T.lead}
      note={T.consent}
      action={{ run: confirmAction, token, button: T.button }}
    />
  );
}
