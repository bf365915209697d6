'use client';

import { useEffect } from 'react';
import * as captchaEn from '@/content/captcha';
import * as dealersEn from '@/content/dealers';
import * as captchaHi from '@/content/hi/captcha';
import * as dealersHi from '@/content/hi/dealers';
import { EMPTY_DEALER } from '@/lib/enquiries/dealer-empty';
import { useWords } from '@/components/i18n/language-provider';
import { useTranslate } from '@/components/i18n/use-translate';
import { enquiries } from '@/lib/enquiries/feature';
import { Field } from '../forms/form-controls';
import { FormSubmit } from '../forms/form-submit';
import { useRecaptchaField } from '../forms/recaptcha-provider';
import { usePublicForm } from '../forms/use-public-form';
import { LiveFieldset } from '../forms/live-fieldset';

export const DEALER_ENDPOINT = '/api/dealers/dealersubmit';

/**
 * Dealer enquiry (spec §4, §8): sent as multipart `name`, `number`, `location` and a reCAPTCHA v3
 * token made on submit (`recaptchaToken`, its own action). A failure shows for one second, then
 * hides; a success clears the form and stays, with what happens next (issue 40).
 */
export function DealerForm() {
  const { dealerFormLabels: L, DEALER_MESSAGES } = useWords({ en: dealersEn, hi: dealersHi });
  const { CAPTCHA_MESSAGES } = useWords({ en: captchaEn, hi: captchaHi });
  const { field, status, setStatus, submit, onSubmit } = usePublicForm({
    schema: () => import('@/lib/enquiries/dealer-schema').then((m) => m.dealerSchema),
    defaultValues: EMPTY_DEALER,
    endpoint: DEALER_ENDPOINT,
    encoding: 'multipart',
    // The schema's messages in the page's language; the server's answers come in it.
    translate: useTranslate({ en: [dealersEn, captchaEn], hi: [dealersHi, captchaHi] }),
    messages: {
      success: DEALER_MESSAGES.success,
      refused: (message) =>
        message === CAPTCHA_MESSAGES.missing ? message : DEALER_MESSAGES.failed,
      unreachable: DEALER_MESSAGES.unexpected,
    },
    extraFields: useRecaptchaField(enquiries.captchaActions.dealer),
    confirm: () => ({ next: DEALER_MESSAGES.next }),
  });

  // A failure shows for a second (spec §8); a success stays: it is the form's confirmation.
  useEffect(() => {
    if (!status || status.ok) return;
    const timer = setTimeout(() => setStatus(null), dealersEn.DEALER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status, setStatus]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <LiveFieldset className="space-y-3">
        <Field {...field('name')} label={L.name} autoComplete="name" />
        <Field {...field('number')} label={L.number} type="tel" autoComplete="tel" />
        <Field
          {...field('location')}
          label={L.location}
          as="textarea"
          rows={3}
          autoComplete="street-address"
        />
        <FormSubmit {...submit} label={L.submit} busyLabel={L.sending} />
      </LiveFieldset>
    </form>
  );
}
