import type { FormEvent } from 'react';
import * as paymentEn from '@/content/payment';
import * as paymentHi from '@/content/hi/payment';
import { useWords } from '@/components/i18n/language-provider';
import { Field, FormStatus } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { PAYER_FIELDS } from '@/lib/payments/schema';
import { PrivacyNote } from '@/components/privacy/privacy-note';
import type { StepField } from './payment-wizard';
import { LiveFieldset } from '@/components/forms/live-fieldset';

const INPUTS = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  // tel-national on a text input, as HTML requires (components/forms/contact-fields.tsx).
  phone: { type: 'text', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
} as const;

/** Step 1: who is paying; one message for the step (payerSchema's headline). */
export function PayerStep({
  field,
  errorId,
  message,
  onContinue,
}: {
  field: StepField;
  errorId: string;
  message: string;
  onContinue: () => void;
}) {
  const { PAYMENT_PAGE: P } = useWords({ en: paymentEn, hi: paymentHi });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form noValidate onSubmit={submit}>
      <LiveFieldset className="space-y-4">
        {PAYER_FIELDS.map((name) => (
          <Field key={name} {...field(name)} {...INPUTS[name]} placeholder={P.placeholders[name]} />
        ))}
        <FormStatus id={errorId} ok={false}>
          {message}
        </FormStatus>
        <Button type="submit">{P.continue}</Button>
        <PrivacyNote />
      </LiveFieldset>
    </form>
  );
}
