'use client';

import { PRODUCT_LINE_INFO, type ProductLine } from '@/content/products/models';
import { SERVICE_CATEGORIES, SERVICE_FORM_TEXT as T, SERVICE_MESSAGES } from '@/content/service';
import { failureToShow } from '@/components/forms/failure';
import { serviceRequests } from '@/lib/service/feature';
import { EMPTY_SERVICE, serviceFieldsSchema } from '@/lib/service/schema';
import { ContactFields } from '../forms/contact-fields';
import { Field } from '../forms/form-controls';
import { ProductModelFields } from '../forms/product-model-fields';
import { FormSubmit } from '../forms/form-submit';
import { useRecaptchaField } from '../forms/recaptcha-provider';
import { usePublicForm } from '../forms/use-public-form';
import { LiveFieldset } from '../forms/live-fieldset';

export const SERVICE_REQUEST_ENDPOINT = '/api/service-requests';

const L = T.labels;

/**
 * Service request (/service-request): product, model, optional serial, problem, description,
 * up to three photos, address, pincode and contact details, sent as multipart with a reCAPTCHA
 * token. The answer names the ticket, shown until the next submit.
 */
export function ServiceRequestForm() {
  const { id, form, field, status, busy, onSubmit } = usePublicForm({
    schema: serviceFieldsSchema,
    defaultValues: EMPTY_SERVICE,
    endpoint: SERVICE_REQUEST_ENDPOINT,
    encoding: 'multipart',
    messages: {
      refused: (message) => failureToShow(message, SERVICE_MESSAGES.failed),
      unreachable: SERVICE_MESSAGES.failed,
    },
    extraFields: useRecaptchaField(serviceRequests.captchaActions.service),
  });
  const line = form.watch('productLine') as ProductLine | '';

  return (
    <form onSubmit={onSubmit} noValidate>
      <LiveFieldset className="space-y-3">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ProductModelFields
            productLine={field('productLine')}
            model={field('modelCode')}
            line={line}
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
        <FormSubmit id={id} busy={busy} label={L.submit} busyLabel={L.sending} status={status} />
      </LiveFieldset>
    </form>
  );
}
