'use client';

import { useEffect, useId, useRef } from 'react';
import { PAYMENT_MESSAGES, PAYMENT_PAGE as P } from '@/content/payment';
import { formatRupees, parseRupeesToPaise } from '@/lib/payments/money';
import type { ReceiptView } from '@/lib/payments/receipts';
import { formatReceiptDate } from '@/lib/receipts/format';
import { downloadReceipt } from './payment-api';
import { Button } from '@/components/ui/button';

const FIELDS = Object.keys(P.receiptFields) as (keyof typeof P.receiptFields)[];

function display(receipt: ReceiptView, field: keyof typeof P.receiptFields): string {
  if (field === 'amount') return formatRupees(parseRupeesToPaise(receipt.amount) ?? 0);
  if (field === 'date') return formatReceiptDate(receipt.date);
  return receipt[field];
}

/** Step 3: the receipt in a modal dialog (the browser's own, which keeps focus inside it). */
export function ReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: ReceiptView | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (receipt && dialog && !dialog.open) dialog.showModal();
    if (!receipt && dialog?.open) dialog.close();
  }, [receipt]);

  async function download() {
    if (receipt && !(await downloadReceipt(receipt))) window.alert(PAYMENT_MESSAGES.receiptFailed);
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
                <dd className="break-all text-ink" data-field={field}>
                  {display(receipt, field)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
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
