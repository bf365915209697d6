'use client';

import * as captchaEn from '@/content/captcha';
import * as contactEn from '@/content/contact';
import * as captchaHi from '@/content/hi/captcha';
import * as contactHi from '@/content/hi/contact';
import { EMPTY_CONTACT } from '@/lib/enquiries/contact-empty';
import { modelEnquiryOf } from '@/lib/enquiries/messages';
import { useEffect } from 'react';
import { useWords } from '@/components/i18n/language-provider';
import { useTranslate } from '@/components/i18n/use-translate';
import { enquiries } from '@/lib/enquiries/feature';
import { ContactFields } from '../forms/contact-fields';
import { Field, FieldError, FormStatus } from '../forms/form-controls';
import { FormSubmit } from '../forms/form-submit';
import { useRecaptchaField } from '../forms/recaptcha-provider';
import { usePublicForm } from '../forms/use-public-form';
import { LiveFieldset } from '../forms/live-fieldset';

export const CONTACT_ENDPOINT = '/api/contact/contactsubmit';

/**
 * Contact form (spec §4, §5): every failing field shows its message on submit; a reCAPTCHA v3
 * token is made on submit and sent as `recaptchaToken`. Success shows the server's message and
 * clears the form; a failure shows the generic error (or the spec's captcha message when the
 * server answers it) and keeps the values. Everything in the page's language: the schema's
 * messages through `translate`, the server's answers come in it (our poster says which).
 */
export function ContactForm() {
  const {
    contactFormLabels: L,
    CONTACT_MESSAGES,
    ENQUIRY_TYPES,
  } = useWords({
    en: contactEn,
    hi: contactHi,
  });
  const { CAPTCHA_MESSAGES } = useWords({ en: captchaEn, hi: captchaHi });
  const translate = useTranslate({ en: [contactEn, captchaEn], hi: [contactHi, captchaHi] });
  const { id, form, field, status, busy, confirmation, onSubmit } = usePublicForm({
    schema: () => import('@/lib/enquiries/contact-schema').then((m) => m.contactFieldsSchema),
    defaultValues: EMPTY_CONTACT,
    endpoint: CONTACT_ENDPOINT,
    translate,
    messages: {
      // The spec's captcha message when that is the answer (in the page's language), else ours.
      refused: (message) =>
        message === CAPTCHA_MESSAGES.missing ? message : CONTACT_MESSAGES.failed,
      unreachable: CONTACT_MESSAGES.failed,
    },
    extraFields: useRecaptchaField(enquiries.captchaActions.contact),
    confirm: () => ({ next: CONTACT_MESSAGES.next }),
  });
  // A model page's "enquire" names its line and model in the address: their enquiry type is
  // ticked and the message begins with the model, for the visitor to go on.
  useEffect(() => {
    const { type, code } = modelEnquiryOf(window.location.search);
    if (type) form.setValue('enquiry', [type]);
    if (code) form.setValue('message', L.aboutModel(code));
  }, [form, L]);
  const enquiryMessage = form.formState.errors.enquiry?.message;
  const enquiryError = enquiryMessage === undefined ? undefined : translate(enquiryMessage);

  return (
    <form onSubmit={onSubmit} noValidate>
      <LiveFieldset className="space-y-3">
        <FormStatus
          id={`${id}-status`}
          ok={status?.ok ?? false}
          next={status?.next}
          confirmation={confirmation}
        >
          {status?.text}
        </FormStatus>
        <fieldset aria-describedby={`${id}-enquiry-error`}>
          <legend className="text-sm font-medium">{L.enquiry}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
            {ENQUIRY_TYPES.map((type) => (
              <label key={type.value} className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  value={type.value}
                  aria-invalid={enquiryError ? true : undefined}
                  className="size-4"
                  {...form.register('enquiry')}
                />
                {type.label}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-enquiry-error`} message={enquiryError} />
        </fieldset>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ContactFields
            name={field('name')}
            mobile={field('mobile')}
            email={field('email')}
            words={L}
          />
          <Field {...field('city')} label={L.city} autoComplete="address-level2" />
          <Field
            {...field('pincode')}
            label={L.pincode}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
        <Field {...field('message')} label={L.message} as="textarea" rows={4} />
        <FormSubmit id={id} busy={busy} label={L.submit} busyLabel={L.sending}>
          <p className="text-xs text-muted">{L.captchaNote}</p>
        </FormSubmit>
      </LiveFieldset>
    </form>
  );
}
