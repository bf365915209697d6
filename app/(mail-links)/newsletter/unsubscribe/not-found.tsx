import { LinkPage } from '@/components/newsletter/link-page';
import { NEWSLETTER_PAGES } from '@/content/newsletter';

const T = NEWSLETTER_PAGES.unsubscribeInvalid;

export default function UnsubscribeLinkInvalid() {
  return (
    <>
      <title>{T.title}</title>
      <LinkPage title={T.title} lead={T.lead} />
    </>
  );
}
