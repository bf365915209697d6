'use client';

// First, before its schema module makes a schema: zod in the browser without eval (the payment
// page's CSP allows none). Forms that load their schema on first use need not (use-public-form.ts).
import '@/components/forms/zod-in-the-browser';
import { useCallback, useMemo } from 'react';
import { PRODUCT_LINE_INFO, type ProductLine } from '@/content/products/lines';
import * as captchaEn from '@/content/captcha';
import * as captchaHi from '@/content/hi/captcha';
import * as serviceEn from '@/content/service';
import * as serviceHi from '@/content/hi/service';
import { localPath } from '@/content/languages';
import { ROUTES } from '@/content/routes';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { useTranslate } from '@/components/i18n/use-translate';
import { serviceRequests } from '@/lib/service/feature';
import { DEFAULT_PROMISE, promiseDay, promisedBy } from '@/lib/service/promise';
import { EMPTY_SERVICE, serviceFieldsSchema } from '@/lib/service/schema';
import { ContactFields } from '../forms/contact-fields';
import { Field } from '../forms/form-controls';
import { useModelFromAddress } from '../forms/model-from-address';
import { ProductModelFields } from '../forms/product-model-fields';
import { lookupIn, MODEL_PARAMETER, type LineModel } from '@/lib/catalogue/line-models';
import { FormSubmit } from '../forms/form-submit';
import { useRecaptchaField } from '../forms/recaptcha-provider';
import { usePublicForm } from '../forms/use-public-form';
import { LiveFieldset } from '../forms/live-fieldset';
import { VisitPreferenceFields } from './visit-preference-fields';
import {
  MobileCheck,
  MobileCheckOff,
  SmsUpdatesField,
  useMobileProof,
} from '../mobile-check/mobile-check';

export const SERVICE_REQUEST_ENDPOINT = '/api/service-requests';

/**
 * Service request (/service-request): product, model, optional serial, problem, description,
 * up to three photos, address, pincode and contact details, sent as multipart with a reCAPTCHA
 * token. The confirmation names the ticket, the day a service centre calls by and the tracking
 * page; it takes focus and the form is cleared whole. Words in the page's
 * language; the schema's messages (English in content/) through `translate`, and the server
 * answers in the page's language by itself (Content-Language).
 */
/** The promised call of the answer (the request's stored `callBy`); today's default without. */
function calledBy(answer: Record<string, unknown> | null): Date {
  const at = typeof answer?.callBy === 'string' ? new Date(answer.callBy) : null;
  return at && !Number.isNaN(at.getTime()) ? at : promisedBy(new Date(), DEFAULT_PROMISE.callHours);
}

export function ServiceRequestForm({
  models,
  lineNames,
  mobileCheck,
  whatsapp = false,
}: {
  /** The site sends SMS: the mobile number is confirmed with a code first (lib/mobile-check). */
  mobileCheck: boolean;
  /** The site sends WhatsApp messages: the customer may opt in to updates there. */
  whatsapp?: boolean;
  /** The catalogue's after-sales models, named in the page's language. */
  models: readonly LineModel[];
  /** The lines' names in the page's language (English when not given). */
  lineNames?: Record<ProductLine, string>;
}) {
  const {
    SERVICE_CATEGORIES,
    SERVICE_FORM_TEXT: T,
    SERVICE_MESSAGES: M,
  } = useWords({ en: serviceEn, hi: serviceHi });
  const L = T.labels;
  const C = useWords({ en: captchaEn, hi: captchaHi }).CAPTCHA_MESSAGES;
  const translate = useTranslate({ en: serviceEn, hi: serviceHi });
  const language = useLanguage();
  const schema = useMemo(() => serviceFieldsSchema(lookupIn(models)), [models]);
  const captcha = useRecaptchaField(serviceRequests.captchaActions.service);
  const { onProof, proofField } = useMobileProof();
  const { form, field, submit, onSubmit } = usePublicForm({
    schema,
    defaultValues: EMPTY_SERVICE,
    endpoint: SERVICE_REQUEST_ENDPOINT,
    encoding: 'multipart',
    translate,
    messages: {
      // failureToShow's rule (components/forms/failure.ts) in the page's language: the server
      // answers in it, so its captcha message is compared with the page's.
      refused: (message) => (message === C.missing ? C.missing : M.failed),
      unreachable: M.failed,
    },
    // The reCAPTCHA token, and the proof that the mobile number was confirmed.
    extraFields: async (): Promise<Record<string, unknown>> => ({
      ...(await captcha()),
      ...proofField(form.getValues('mobile')),
    }),
    // The ticket is in the answer, with the promise stored on the request; then the promised
    // call's day and the tracking page.
    confirm: (answer) => ({
      next: M.next(promiseDay(calledBy(answer), language)),
      link: { href: localPath(ROUTES.serviceTrack.path, language), label: M.trackLink },
    }),
  });
  const line = form.watch('productLine') as ProductLine | '';
  // A model page's "register"/"service" action names its model in the address.
  useModelFromAddress(
    MODEL_PARAMETER,
    models,
    line,
    useCallback((name, value) => form.setValue(name, value as never), [form]),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <LiveFieldset className="space-y-3">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ProductModelFields
            productLine={field('productLine')}
            model={field('modelCode')}
            line={line}
            models={models}
            lineNames={lineNames}
            words={{
              productLine: L.productLine,
              model: L.modelCode,
              chooseLine: T.choose,
              chooseModel: line ? T.choose : T.chooseLineFirst,
            }}
          />
          <Field
            {...field('serial')}
            label={L.serial}
            required={false}
            placeholder={line ? PRODUCT_LINE_INFO[line].serial.example : undefined}
            autoCapitalize="characters"
          />
          <Field {...field('category')} label={L.category} as="select">
            <option value="">{T.choose}</option>
            {SERVICE_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Field>
        </div>
        <Field {...field('description')} label={L.description} as="textarea" rows={4} />
        <Field
          {...field('photos')}
          label={L.photos}
          type="file"
          multiple
          required={false}
          accept="image/jpeg,image/png,image/webp"
        />
        <Field
          {...field('address')}
          label={L.address}
          as="textarea"
          rows={2}
          autoComplete="street-address"
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            {...field('pincode')}
            label={L.pincode}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <ContactFields
            name={field('name')}
            mobile={field('mobile')}
            email={field('email')}
            words={L}
          />
        </div>
        <VisitPreferenceFields date={field('preferredDate')} window={field('preferredWindow')} />
        {mobileCheck ? (
          <>
            <MobileCheck
              purpose="service-request"
              mobile={form.watch('mobile')}
              onProof={onProof}
            />
            <SmsUpdatesField {...form.register('smsUpdates')} />
            {whatsapp ? (
              <SmsUpdatesField channel="whatsapp" {...form.register('whatsappUpdates')} />
            ) : null}
          </>
        ) : (
          <MobileCheckOff />
        )}
        <FormSubmit {...submit} label={L.submit} busyLabel={L.sending} />
      </LiveFieldset>
    </form>
  );
}
