import { Link } from '@/components/ui/link';
import { env } from '@/lib/platform/env';
import { words as siteWords } from '@/lib/platform/i18n/words';
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
  // components/privacy/privacy-note.tsx's line, in the page's language (it is English-only).
  const { privacyFormNote } = siteWords().privacy;
  const { ROUTES } = siteWords().routes;
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
        next: SUBSCRIBE_MESSAGES.next(env.NEWSLETTER_CONFIRM_HOURS),
        failed: SUBSCRIBE_MESSAGES.failed,
      }}
      privacyNote={
        <p className="mt-2 text-xs">
          {privacyFormNote.lead}{' '}
          <Link href={ROUTES.privacy.path} className="underline">
            {privacyFormNote.link}
          </Link>
        </p>
      }
    />
  );
}
