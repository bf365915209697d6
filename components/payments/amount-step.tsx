import type { FormEvent } from 'react';
import { PAYMENT_PAGE as P } from '@/content/payment';
import { formatRupees } from '@/lib/payments/money';
import { checkAmount } from '@/lib/payments/validation';
import {
  FieldLabel,
  FormStatus,
  inputClass,
  SharedErrorTextField,
} from '@/components/forms/form-controls';
import { primaryButton, secondaryButton } from './buttons';

/** Step 2: what for and how much; the pay button shows the amount. */
export function AmountStep({
  id,
  purposes,
  purpose,
  amount,
  error,
  busy,
  onPurpose,
  onAmount,
  onBack,
  onPay,
}: {
  id: string;
  purposes: readonly string[];
  purpose: string;
  amount: string;
  error: string;
  busy: boolean;
  onPurpose: (value: string) => void;
  onAmount: (value: string) => void;
  onBack: () => void;
  onPay: () => void;
}) {
  const errorId = `${id}-amount-error`;
  const parsed = checkAmount(amount);
  const label = busy
    ? P.processing
    : 'paise' in parsed
      ? P.pay(formatRupees(parsed.paise))
      : P.payEmpty;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <div>
        <FieldLabel id={`${id}-purpose`} label={P.labels.purpose} />
        <select
          id={`${id}-purpose`}
          name="purpose"
          value={purpose}
          disabled={busy}
          onChange={(e) => onPurpose(e.target.value)}
          className={inputClass}
        >
          {purposes.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      <SharedErrorTextField
        id={`${id}-amount`}
        label={P.labels.amount}
        errorId={errorId}
        invalid={error !== ''}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        disabled={busy}
        onChange={(e) => onAmount(e.target.value)}
      />
      <FormStatus id={errorId} ok={false}>
        {error}
      </FormStatus>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} disabled={busy} onClick={onBack}>
          {P.back}
        </button>
        <button type="submit" className={primaryButton} disabled={busy || amount.trim() === ''}>
          {label}
        </button>
      </div>
    </form>
  );
}
