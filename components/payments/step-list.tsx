import * as paymentEn from '@/content/payment';
import * as paymentHi from '@/content/hi/payment';
import { useWords } from '@/components/i18n/language-provider';

/** Where the payer is among the three steps (spec §2). */
export function StepList({ current }: { current: 1 | 2 | 3 }) {
  const { PAYMENT_PAGE } = useWords({ en: paymentEn, hi: paymentHi });
  return (
    <ol className="mb-6 flex flex-wrap gap-4 text-sm" aria-label={PAYMENT_PAGE.stepsLabel}>
      {PAYMENT_PAGE.steps.map((name, i) => (
        <li
          key={name}
          aria-current={i + 1 === current ? 'step' : undefined}
          className={i + 1 === current ? 'font-bold text-brand-700' : 'text-muted'}
        >
          {i + 1}. {name}
        </li>
      ))}
    </ol>
  );
}
