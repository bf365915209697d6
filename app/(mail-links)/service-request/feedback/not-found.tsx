import { FeedbackLinkInvalid } from '@/components/service/feedback-link-invalid';

export default function ServiceFeedbackLinkInvalid() {
  return <FeedbackLinkInvalid languages={['en']} />;
}
