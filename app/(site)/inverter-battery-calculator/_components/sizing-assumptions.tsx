import { words } from '@/lib/platform/i18n/words';

import { SIZING, STANDARD_VA } from '@/lib/sizing/sizing';

/** How the calculator works it out: each step with the constants it assumes. */
export function SizingAssumptions() {
  const { calculatorText: T } = words().calculator;
  return (
    <>
      <dl className="space-y-4">
        {T.assumptions({ ...SIZING, standardVa: STANDARD_VA }).map((a) => (
          <div key={a.term}>
            <dt className="font-semibold text-brand-900">{a.term}</dt>
            <dd className="mt-1">{a.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-muted">{T.caveat}</p>
    </>
  );
}
