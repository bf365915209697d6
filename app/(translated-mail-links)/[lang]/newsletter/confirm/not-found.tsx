import { InvalidLinkPage } from '@/components/newsletter/link-page';
import { TRANSLATED_LANGUAGES } from '@/content/languages';

// Not a page, so `npm run twins` leaves it alone.
export default function ConfirmLinkInvalid() {
  return <InvalidLinkPage link="confirmInvalid" languages={TRANSLATED_LANGUAGES} />;
}
