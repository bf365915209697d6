import { PrivacyNote } from '@/components/privacy/privacy-note';
import { NEWSLETTER_CONSENT, SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import { subscribeText } from '@/content/shell';
import { SubscribeFields } from './subscribe-fields';

export const SUBSCRIBE_ENDPOINT = '/api/emailsubscribe/submitsubscribemail';

/** The newsletter sign-up (the footer's), or another list's with its own consent and words. */
export function SubscribeForm({
  endpoint = SUBSCRIBE_ENDPOINT,
  consent = NEWSLETTER_CONSENT.text,
  label = subscribeText.label,
  submit = subscribeText.submit,
}: {
  /** Another list's sign-up (the investor alerts), with its consent and words. */
  endpoint?: string;
  consent?: string;
  label?: string;
  submit?: string;
}) {
  return (
    <SubscribeFields
      endpoint={endpoint}
      text={{
        label,
        submit,
        consent,
        placeholder: subscribeText.placeholder,
        empty: SUBSCRIBE_MESSAGES.empty,
        failed: SUBSCRIBE_MESSAGES.failed,
      }}
      privacyNote={<PrivacyNote className="mt-2 text-xs" />}
    />
  );
}
