'use client';

// First, before its schema module makes a schema: zod in the browser without eval (the payment
// page's CSP allows none). Forms that load their schema on first use need not (use-public-form.ts).
import '@/components/forms/zod-in-the-browser';
import { useEffect, useRef, useState } from 'react';
import * as paymentEn from '@/content/payment';
import * as paymentHi from '@/content/hi/payment';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { useTranslate } from '@/components/i18n/use-translate';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { usePublicForm, type FormStatusText } from '@/components/forms/use-public-form';
import type { ReceiptView } from '@/lib/payments/receipts';
import {
  headlineOf,
  PAYER_FIELDS,
  paymentFormSchema,
  type PaymentFormFields,
} from '@/lib/payments/schema';
import { AmountStep } from './amount-step';
import { PayerStep } from './payer-step';
import {
  CREATE_ORDER_ENDPOINT,
  orderMessages,
  orderIn,
  requestVerification,
  type CheckoutSuccess,
} from './payment-api';
import { openCheckout } from './razorpay-checkout';
import { ReceiptDialog } from './receipt-dialog';
import { StepList } from './step-list';

const FADE_MS = 300;
const STEP_FIELDS = { 1: PAYER_FIELDS, 2: ['purpose', 'amount'] } as const;

/** A field of the wizard, as a Field's props (registered, and sharing the step's message). */
export type StepField = (name: keyof PaymentFormFields) => UseFormRegisterReturn & {
  id: string;
  label: string;
  shared: { errorId: string; invalid: boolean };
};

/**
 * The payment wizard (spec §2, §4): details, then purpose and amount and Razorpay's checkout,
 * then the receipt. Steps fade out and in over 300 ms; each step shows one message (the
 * schema's headline, or the server's refusal), and editing any field clears it. The form stays
 * busy from the order request until checkout is paid, failed or closed.
 */
export function PaymentWizard({
  purposes,
  brand,
}: {
  /** The value the API accepts (English) and the label the payer reads. */
  purposes: readonly { value: string; label: string }[];
  brand: { name: string; logoPath: string };
}) {
  const language = useLanguage();
  const { PAYMENT_PAGE: P, PAYMENT_MESSAGES: M } = useWords({ en: paymentEn, hi: paymentHi });
  // The schema's messages are content/'s English (the server parses with the same schema).
  const translate = useTranslate({ en: [paymentEn], hi: [paymentHi] });
  const [step, setStep] = useState<1 | 2>(1);
  const [visible, setVisible] = useState(true);
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { id, form, status, setStatus, busy, onSubmit } = usePublicForm({
    schema: paymentFormSchema,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      purpose: paymentEn.DEFAULT_PURPOSE,
      amount: '',
    },
    endpoint: CREATE_ORDER_ENDPOINT,
    messages: orderMessages(M),
    reValidateMode: 'onSubmit',
    keepValues: true,
    onAccepted: (answer) => checkout(answer),
  });

  // A block, not an expression: newer browsers' scrollTo returns a Promise, which React would
  // call as the effect's cleanup when the page is left (a crash on every link out of the page).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading.
    if (moved.current) heading.current?.focus();
  }, [step]);

  const clearMessage = () => {
    form.clearErrors();
    setStatus(null);
  };

  function goTo(next: 1 | 2) {
    setVisible(false);
    setTimeout(() => {
      moved.current = true;
      clearMessage();
      setStep(next);
      setVisible(true);
    }, FADE_MS);
  }

  async function continueToPayment() {
    if (await form.trigger([...PAYER_FIELDS])) goTo(2);
  }

  async function verify(completion: CheckoutSuccess) {
    const outcome = await requestVerification(completion, M, language);
    if ('receipt' in outcome) setReceipt(outcome.receipt);
    else window.alert(outcome.error);
  }

  /** Opens checkout for the accepted order; settles when it is paid, failed or closed. */
  function checkout(answer: Record<string, unknown> | null) {
    return new Promise<FormStatusText | null>((settle) => {
      const order = orderIn(answer);
      const { name, email, phone, purpose } = form.getValues();
      const purposeLabel = purposes.find((p) => p.value === purpose)?.label ?? purpose;
      const logoUrl = new URL(brand.logoPath, window.location.origin).toString();
      const opened =
        order !== null &&
        openCheckout(
          order,
          { name, email, phone, purpose, purposeLabel },
          { name: brand.name, logoUrl },
          {
            onSuccess: (completion) => void verify(completion).finally(() => settle(null)),
            onFailure: (text) => {
              settle(null);
              window.alert(text);
            },
            onDismiss: () => settle(null),
          },
          M,
        );
      if (!opened) settle({ ok: false, text: M.initiateFailed });
    });
  }

  function closeReceipt() {
    setReceipt(null);
    if (step !== 1) goTo(1);
  }

  const errors = form.formState.errors;
  const errorId = `${id}-step-error`;
  const headline = headlineOf(STEP_FIELDS[step].map((name) => errors[name]?.message));
  const message = (headline === undefined ? undefined : translate(headline)) ?? status?.text ?? '';
  const field: StepField = (name) => ({
    id: `${id}-${name}`,
    label: P.labels[name],
    shared: { errorId, invalid: errors[name] !== undefined },
    ...form.register(name, { onChange: clearMessage }),
  });

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
            field={field}
            errorId={errorId}
            message={message}
            onContinue={() => void continueToPayment()}
          />
        ) : (
          <AmountStep
            field={field}
            purposes={purposes}
            amount={form.watch('amount')}
            errorId={errorId}
            message={message}
            busy={busy}
            onBack={() => goTo(1)}
            onPay={onSubmit}
          />
        )}
      </div>
      <ReceiptDialog receipt={receipt} onClose={closeReceipt} />
    </section>
  );
}
