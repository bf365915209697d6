'use client';

import { useEffect } from 'react';
import { DEALER_MESSAGE_MS, dealerFormLabels as L } from '@/content/dealers';
import { dealerSchema, EMPTY_DEALER } from '@/lib/enquiries/dealer-schema';
import { DEALER_MESSAGES } from '@/content/dealers';
import { failureToShow } from '@/components/forms/failure';
import { enquiries } from '@/lib/enquiries/feature';
import { Field } from '../forms/form-controls';
import { FormSubmit } from '../forms/form-submit';
import { useRecaptchaField } from '../forms/recaptcha-provider';
import { usePublicForm } from '../forms/use-public-form';
import { LiveFieldset } from '../forms/live-fieldset';

export const DEALER_ENDPOINT = '/api/dealers/dealersubmit';

/**
 * Dealer enquiry (spec §4, §8): sent as multipart `name`, `number`, `location` and a reCAPTCHA v3
 * token made on submit (`recaptchaToken`, its own action). The reply shows for one second, then
 * hides; on success the form is cleared.
 */
export function DealerForm() {
  const { id, field, status, setStatus, busy, onSubmit } = usePublicForm({
    schema: dealerSchema,
    defaultValues: EMPTY_DEALER,
    endpoint: DEALER_ENDPOINT,
    encoding: 'multipart',
    messages: {
      success: DEALER_MESSAGES.success,
      refused: (message) => failureToShow(message, DEALER_MESSAGES.failed),
      unreachable: DEALER_MESSAGES.unexpected,
    },
    extraFields: useRecaptchaField(enquiries.captchaActions.dealer),
  });

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), DEALER_MESSAGE_MS);
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
        <FormSubmit id={id} busy={busy} label={L.submit} busyLabel={L.sending} status={status} />
      </LiveFieldset>
    </form>
  );
}
