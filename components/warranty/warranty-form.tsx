'use client';

// First, before its schema module makes a schema: zod in the browser without eval (the payment
// page's CSP allows none). Forms that load their schema on first use need not (use-public-form.ts).
import '@/components/forms/zod-in-the-browser';
import { useCallback, useMemo, useState } from 'react';
import { localPath } from '@/content/languages';
import { ROUTES } from '@/content/routes';
import { PRODUCT_LINE_INFO, type ProductLine } from '@/content/products/lines';
import * as warrantyEn from '@/content/warranty';
import * as warrantyHi from '@/content/hi/warranty';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { failureToShow } from '@/components/forms/failure';
import { warranty } from '@/lib/warranty/feature';
import { formatDay, todayInIndia } from '@/lib/warranty/dates';
import { EMPTY_WARRANTY, warrantyFieldsSchemaIn } from '@/lib/warranty/schema';
import { ContactFields } from '../forms/contact-fields';
import { DealerPicker, type StateChoice } from './dealer-picker';
import { Field } from '../forms/form-controls';
import { useModelFromAddress } from '../forms/model-from-address';
import { ProductModelFields } from '../forms/product-model-fields';
import { lookupIn, MODEL_PARAMETER, type LineModel } from '@/lib/catalogue/line-models';
import { FormSubmit } from '../forms/form-submit';
import { useRecaptchaField } from '../forms/recaptcha-provider';
import { usePublicForm } from '../forms/use-public-form';
import {
  MobileCheck,
  MobileCheckOff,
  SmsUpdatesField,
  useMobileProof,
} from '../mobile-check/mobile-check';
import { LiveFieldset } from '../forms/live-fieldset';

export const WARRANTY_ENDPOINT = '/api/warranty/register';

/** The 201 answer's registration, when there is one (a bot caught by the honeypot gets none). */
function registrationOf(answer: Record<string, unknown> | null) {
  const r = answer?.registration as { number?: unknown; warrantyEndsOn?: unknown } | undefined;
  return typeof r?.number === 'string' && typeof r.warrantyEndsOn === 'string'
    ? { number: r.number, endsOn: r.warrantyEndsOn }
    : null;
}

/**
 * Warranty registration: product line, model, serial, purchase date, dealer (from the directory,
 * by state: DealerPicker; or typed), invoice (multipart) and the customer's details,
 * with a reCAPTCHA v3 token made on submit. The answer shows the registration number and the
 * warranty's end date; a serial registered before shows whom to call. Every word, the schema's
 * messages included, is in the page's language (the API answers in it too).
 */
export function WarrantyForm({
  dealerStates,
  models,
  lineNames,
  mobileCheck,
  whatsapp = false,
}: {
  /** The site sends SMS: the mobile number is confirmed with a code first (lib/mobile-check). */
  mobileCheck: boolean;
  /** The site sends WhatsApp messages too: the form offers the opt-in. */
  whatsapp?: boolean;
  dealerStates: StateChoice[];
  /** The catalogue's after-sales models, named in the page's language. */
  models: readonly LineModel[];
  /** The lines' names in the page's language (English when not given). */
  lineNames?: Record<ProductLine, string>;
}) {
  const language = useLanguage();
  const { WARRANTY_MESSAGES: M, WARRANTY_PAGE: T } = useWords({ en: warrantyEn, hi: warrantyHi });
  const L = T.labels;
  const schema = useMemo(
    () => warrantyFieldsSchemaIn(M, language, lookupIn(models)),
    [M, language, models],
  );
  // The dealer picker keeps its own state (the state chosen, the dealers loaded): a new one
  // after the form is reset.
  const [round, setRound] = useState(0);
  const captcha = useRecaptchaField(warranty.captchaActions.warranty);
  const { onProof, proofField } = useMobileProof();
  const { form, field, submit, onSubmit } = usePublicForm({
    schema,
    defaultValues: EMPTY_WARRANTY,
    endpoint: WARRANTY_ENDPOINT,
    encoding: 'multipart',
    messages: {
      // The server's words are the customer's next step (duplicate serial, captcha, limits).
      refused: (message) => message ?? failureToShow(message, M.failed),
      unreachable: M.unexpected,
    },
    onAccepted: async (answer) => {
      const registration = registrationOf(answer);
      return {
        ok: true,
        text: registration
          ? M.registeredDetail(registration.number, formatDay(registration.endsOn, language))
          : M.registered,
      };
    },
    // The reCAPTCHA token, and the proof that the mobile number was confirmed.
    extraFields: async (): Promise<Record<string, unknown>> => ({
      ...(await captcha()),
      ...proofField(form.getValues('mobile')),
    }),
    confirm: () => ({
      next: M.next,
      link: { href: localPath(ROUTES.warrantyCheck.path, language), label: T.checkLink },
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
  const example = line ? PRODUCT_LINE_INFO[line].serial.example : undefined;
  const clearDealer = useCallback(() => form.setValue('dealerOutletId', ''), [form]);
  return (
    <form
      onSubmit={onSubmit}
      onReset={() => setRound((n) => n + 1)}
      noValidate
      encType="multipart/form-data"
    >
      <LiveFieldset className="space-y-3">
        <ProductModelFields
          productLine={field('productLine')}
          model={field('modelCode')}
          line={line}
          words={L}
          models={models}
          lineNames={lineNames}
        />
        <Field
          {...field('serial')}
          label={L.serial}
          autoComplete="off"
          placeholder={example ? T.serialHint(example) : undefined}
        />
        <Field {...field('purchasedOn')} label={L.purchasedOn} type="date" max={todayInIndia()} />
        <DealerPicker
          key={round}
          states={dealerStates}
          line={line}
          dealer={field('dealerOutletId')}
          chosen={form.watch('dealerOutletId') ?? ''}
          clear={clearDealer}
          words={T}
        />
        <Field {...field('dealerName')} label={L.dealerName} required={false} />
        <Field
          {...field('invoice')}
          label={L.invoice}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
        />
        <ContactFields
          name={field('name')}
          mobile={field('mobile')}
          email={field('email')}
          words={L}
        />
        <Field
          {...field('pincode')}
          label={L.pincode}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        {mobileCheck ? (
          <>
            <MobileCheck purpose="warranty" mobile={form.watch('mobile') ?? ''} onProof={onProof} />
            <SmsUpdatesField about="warranty" {...form.register('smsUpdates')} />
            {whatsapp ? (
              <SmsUpdatesField
                about="warranty"
                channel="whatsapp"
                {...form.register('whatsappUpdates')}
              />
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
