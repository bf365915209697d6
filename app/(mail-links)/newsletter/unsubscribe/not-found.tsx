import { InvalidLinkPage } from '@/components/newsletter/link-page';

export default function UnsubscribeLinkInvalid() {
  return <InvalidLinkPage link="unsubscribeInvalid" languages={['en']} />;
}
