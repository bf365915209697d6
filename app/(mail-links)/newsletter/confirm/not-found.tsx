import { LinkPage } from '@/components/newsletter/link-page';
import { NEWSLETTER_PAGES } from '@/content/newsletter';
import { env } from '@/lib/platform/env';

const T = NEWSLETTER_PAGES.confirmInvalid;

export default function ConfirmLinkInvalid() {
  return (
    <>
      <title>{T.title}</title>
      <LinkPage title={T.title} lead={T.lead(env.NEWSLETTER_CONFIRM_HOURS)} />
    </>
  );
}
