'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_PURPOSE, PAYMENT_MESSAGES, PAYMENT_PAGE as P } from '@/content/payment';
import type { ReceiptView } from '@/lib/payments/receipts';
import { checkAmount, checkPayerDetails, type PayerDetails } from '@/lib/payments/validation';
import { AmountStep } from './amount-step';
import { PayerStep } from './payer-step';
import { requestOrder, requestVerification, type CheckoutSuccess } from './payment-api';
import { openCheckout } from './razorpay-checkout';
import { ReceiptDialog } from './receipt-dialog';
import { StepList } from './step-list';

const FADE_MS = 300;

/**
 * The payment wizard (spec §2, §4): details, then purpose and amount and Razorpay's checkout,
 * then the receipt. Steps fade out and in over 300 ms; editing any field clears the error.
 */
export function PaymentWizard({
  purposes,
  brand,
}: {
  purposes: readonly string[];
  brand: { name: string; logoPath: string };
}) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [visible, setVisible] = useState(true);
  const [details, setDetails] = useState<PayerDetails>({ name: '', email: '', phone: '' });
  const [purpose, setPurpose] = useState<string>(DEFAULT_PURPOSE);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A block, not an expression: newer browsers' scrollTo returns a Promise, which React would
  // call as the effect's cleanup when the page is left (a crash on every link out of the page).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading.
    if (moved.current) heading.current?.focus();
  }, [step]);

  function goTo(next: 1 | 2) {
    setVisible(false);
    setTimeout(() => {
      moved.current = true;
      setError('');
      setStep(next);
      setVisible(true);
    }, FADE_MS);
  }

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError('');
    };

  function continueToPayment() {
    const problem = checkPayerDetails(details);
    if (problem) setError(problem);
    else goTo(2);
  }

  async function verify(completion: CheckoutSuccess) {
    const outcome = await requestVerification(completion);
    setBusy(false);
    if ('receipt' in outcome) setReceipt(outcome.receipt);
    else window.alert(outcome.error);
  }

  async function pay() {
    const checked = checkAmount(amount);
    if ('error' in checked) return setError(checked.error);
    setBusy(true);
    setError('');
    const payer = { ...details, purpose };
    const created = await requestOrder({ ...payer, amount: amount.trim() });
    if ('error' in created) {
      setBusy(false);
      return setError(created.error);
    }
    const logoUrl = new URL(brand.logoPath, window.location.origin).toString();
    const opened = openCheckout(
      created.order,
      payer,
      { name: brand.name, logoUrl },
      {
        onSuccess: (completion) => void verify(completion),
        onFailure: (text) => {
          setBusy(false);
          window.alert(text);
        },
        onDismiss: () => setBusy(false),
      },
    );
    if (!opened) {
      setBusy(false);
      setError(PAYMENT_MESSAGES.initiateFailed);
    }
  }

  function closeReceipt() {
    setReceipt(null);
    if (step !== 1) goTo(1);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 p-6 shadow-sm"
    >
      <StepList current={receipt ? 3 : step} />
      <div className={`transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold">
          {P.steps[step - 1]}
        </h2>
        {step === 1 ? (
          <PayerStep
            id={id}
            details={details}
            error={error}
            onChange={(field, value) => edit(setDetails)({ ...details, [field]: value })}
            onContinue={continueToPayment}
          />
        ) : (
          <AmountStep
            id={id}
            purposes={purposes}
            purpose={purpose}
            amount={amount}
            error={error}
            busy={busy}
            onPurpose={edit(setPurpose)}
            onAmount={edit(setAmount)}
            onBack={() => goTo(1)}
            onPay={() => void pay()}
          />
        )}
      </div>
      <ReceiptDialog receipt={receipt} onClose={closeReceipt} />
    </section>
  );
}
