import { FeedbackLinkInvalid } from '@/components/service/feedback-link-invalid';
import { TRANSLATED_LANGUAGES } from '@/content/languages';

// Not a page, so `npm run twins` leaves it alone.
export default function ServiceFeedbackLinkInvalid() {
  return <FeedbackLinkInvalid languages={TRANSLATED_LANGUAGES} />;
}
