import { words as siteWords } from '@/lib/platform/i18n/words';
import { PrivacyNote } from '@/components/privacy/privacy-note';
import { SubscribeFields } from './subscribe-fields';

export const SUBSCRIBE_ENDPOINT = '/api/emailsubscribe/submitsubscribemail';

/** The newsletter sign-up (the footer's), or another list's with its own consent and words. */
export function SubscribeForm({
  endpoint = SUBSCRIBE_ENDPOINT,
  ...words
}: {
  /** Another list's sign-up (the investor alerts), with its consent and words. */
  endpoint?: string;
  consent?: string;
  label?: string;
  submit?: string;
}) {
  const { NEWSLETTER_CONSENT, SUBSCRIBE_MESSAGES } = siteWords().newsletter;
  const { subscribeText } = siteWords().shell;
  const {
    consent = NEWSLETTER_CONSENT.text,
    label = subscribeText.label,
    submit = subscribeText.submit,
  } = words;
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
