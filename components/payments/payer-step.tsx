import type { FormEvent } from 'react';
import { PAYMENT_PAGE as P } from '@/content/payment';
import type { PayerDetails } from '@/lib/payments/validation';
import { FormStatus, SharedErrorTextField } from '@/components/forms/form-controls';
import { primaryButton } from './buttons';
import { PrivacyNote } from '@/components/privacy/privacy-note';

/** Step 1: who is paying. */
export function PayerStep({
  id,
  details,
  error,
  onChange,
  onContinue,
}: {
  id: string;
  details: PayerDetails;
  error: string;
  onChange: (field: keyof PayerDetails, value: string) => void;
  onContinue: () => void;
}) {
  const errorId = `${id}-payer-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  const field = (name: keyof PayerDetails, type: string, autoComplete: string) => (
    <SharedErrorTextField
      id={`${id}-${name}`}
      label={P.labels[name]}
      errorId={errorId}
      invalid={error !== ''}
      name={name}
      type={type}
      autoComplete={autoComplete}
      placeholder={P.placeholders[name]}
      value={details[name]}
      onChange={(e) => onChange(name, e.target.value)}
      {...(name === 'phone' ? { inputMode: 'numeric' as const, maxLength: 10 } : {})}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel-national')}
      <FormStatus id={errorId} ok={false}>
        {error}
      </FormStatus>
      <button type="submit" className={primaryButton}>
        {P.continue}
      </button>
      <PrivacyNote />
    </form>
  );
}
