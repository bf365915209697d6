'use client';

import { useEffect, useId, useRef, useState } from 'react';
import * as paymentEn from '@/content/payment';
import * as paymentHi from '@/content/hi/payment';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/content/languages';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import { formatRupees, parseRupeesToPaise } from '@/lib/payments/money';
import { purposeLabel } from '@/lib/payments/purposes';
import type { ReceiptView } from '@/lib/payments/receipts';
import { formatReceiptDate } from '@/lib/receipts/format';
import { downloadReceipt } from './payment-api';
import { Button } from '@/components/ui/button';

type ReceiptField = keyof typeof paymentEn.PAYMENT_PAGE.receiptFields;
const FIELDS = Object.keys(paymentEn.PAYMENT_PAGE.receiptFields) as ReceiptField[];

function display(
  receipt: ReceiptView,
  field: ReceiptField,
  language: Language,
  purposes: readonly string[],
): string {
  if (field === 'amount') return formatRupees(parseRupeesToPaise(receipt.amount) ?? 0);
  if (field === 'date') return formatReceiptDate(receipt.date, language);
  if (field === 'purpose') return purposeLabel(receipt.purpose, purposes);
  return receipt[field];
}

/**
 * Step 3: the receipt in a modal dialog (the browser's own, which keeps focus inside it). The
 * PDF comes in the language the payer picks, the page's to begin with.
 */
export function ReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: ReceiptView | null;
  onClose: () => void;
}) {
  const language = useLanguage();
  const {
    PAYMENT_PAGE: P,
    PAYMENT_MESSAGES: M,
    PAYMENT_PURPOSES,
  } = useWords({ en: paymentEn, hi: paymentHi });
  const [pdfLanguage, setPdfLanguage] = useState<Language>(language);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const choiceName = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (receipt && dialog && !dialog.open) dialog.showModal();
    if (!receipt && dialog?.open) dialog.close();
  }, [receipt]);

  async function download() {
    if (receipt && !(await downloadReceipt(receipt, pdfLanguage))) window.alert(M.receiptFailed);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through our state, like the close button.
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-black/60"
    >
      {receipt ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-800">
              {P.receiptTitle}
            </h2>
            <button
              type="button"
              aria-label={P.close}
              onClick={onClose}
              className="rounded-md px-2 text-2xl leading-none text-muted hover:text-ink"
            >
              ×
            </button>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {FIELDS.map((field) => (
              <div key={field} className="contents">
                <dt className="font-medium text-muted">{P.receiptFields[field]}</dt>
                <dd className="min-w-0 break-words text-ink" data-field={field}>
                  {display(receipt, field, language, PAYMENT_PURPOSES)}
                </dd>
              </div>
            ))}
          </dl>
          <fieldset className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <legend className="float-left mr-2 font-medium text-muted">{P.pdfLanguage}</legend>
            {LANGUAGE_CODES.map((code) => (
              <label
                key={code}
                lang={LANGUAGES[code].htmlLang}
                className="flex min-h-6 items-center gap-2"
              >
                <input
                  type="radio"
                  name={choiceName}
                  value={code}
                  checked={pdfLanguage === code}
                  onChange={() => setPdfLanguage(code)}
                />
                {LANGUAGES[code].name}
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={download}>{P.download}</Button>
            <Button variant="secondary" onClick={onClose}>
              {P.another}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
