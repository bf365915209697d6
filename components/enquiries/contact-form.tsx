'use client';

import { contactFormLabels as L } from '@/content/contact';
import { contactFieldsSchema, EMPTY_CONTACT } from '@/lib/enquiries/contact-schema';
import { CONTACT_MESSAGES, ENQUIRY_TYPES } from '@/content/contact';
import { failureToShow } from '@/components/forms/failure';
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
 * server answers it) and keeps the values.
 */
export function ContactForm() {
  const { id, form, field, status, busy, onSubmit } = usePublicForm({
    schema: contactFieldsSchema,
    defaultValues: EMPTY_CONTACT,
    endpoint: CONTACT_ENDPOINT,
    messages: {
      refused: (message) => failureToShow(message, CONTACT_MESSAGES.failed),
      unreachable: CONTACT_MESSAGES.failed,
    },
    extraFields: useRecaptchaField(enquiries.captchaActions.contact),
  });
  const enquiryError = form.formState.errors.enquiry?.message;

  return (
    <form onSubmit={onSubmit} noValidate>
      <LiveFieldset className="space-y-3">
        <FormStatus id={`${id}-status`} ok={status?.ok ?? false}>
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
