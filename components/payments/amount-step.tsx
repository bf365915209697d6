import type { FormEvent } from 'react';
import * as paymentEn from '@/content/payment';
import * as paymentHi from '@/content/hi/payment';
import { useWords } from '@/components/i18n/language-provider';
import { Field, FormStatus } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/payments/money';
import { amountToPaise } from '@/lib/payments/schema';
import type { StepField } from './payment-wizard';
import { LiveFieldset } from '@/components/forms/live-fieldset';

/** Step 2: what for and how much; the pay button shows the amount. */
export function AmountStep({
  field,
  purposes,
  amount,
  errorId,
  message,
  busy,
  onBack,
  onPay,
}: {
  field: StepField;
  /** The value the API accepts (English) and the label the payer reads. */
  purposes: readonly { value: string; label: string }[];
  amount: string;
  errorId: string;
  message: string;
  busy: boolean;
  onBack: () => void;
  onPay: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { PAYMENT_PAGE: P } = useWords({ en: paymentEn, hi: paymentHi });
  const paise = amountToPaise(amount);
  return (
    <form noValidate onSubmit={onPay} aria-busy={busy}>
      <LiveFieldset className="space-y-4">
        <Field {...field('purpose')} as="select" disabled={busy}>
          {purposes.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Field>
        <Field
          {...field('amount')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          disabled={busy}
        />
        <FormStatus id={errorId} ok={false}>
          {message}
        </FormStatus>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={busy} onClick={onBack}>
            {P.back}
          </Button>
          <Button
            type="submit"
            busy={busy}
            busyLabel={P.processing}
            disabled={amount.trim() === ''}
          >
            {paise === null ? P.payEmpty : P.pay(formatRupees(paise))}
          </Button>
        </div>
      </LiveFieldset>
    </form>
  );
}
