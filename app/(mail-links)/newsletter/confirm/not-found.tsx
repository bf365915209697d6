import { InvalidLinkPage } from '@/components/newsletter/link-page';

export default function ConfirmLinkInvalid() {
  return <InvalidLinkPage link="confirmInvalid" languages={['en']} />;
}
