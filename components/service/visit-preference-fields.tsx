'use client';

import { useMemo } from 'react';
import { useWords } from '@/components/i18n/language-provider';
import * as serviceEn from '@/content/service';
import * as serviceHi from '@/content/hi/service';
import { Field, FieldError } from '../forms/form-controls';
import type { FieldBinding } from '../forms/use-public-form';
import { VISIT_WINDOWS, visitDayRange } from '@/lib/service/visit-days';

/**
 * The service request form's optional preferred visit: a day (tomorrow to 30 days ahead in
 * India, Monday to Saturday; lib/service/visit-days.ts) and a window of the day, as a radio
 * group in its own fieldset. Both or neither: the schema says which is missing.
 */
export function VisitPreferenceFields({
  date,
  window,
}: {
  date: FieldBinding;
  window: FieldBinding;
}) {
  const { SERVICE_FORM_TEXT, SERVICE_VISIT_TEXT } = useWords({ en: serviceEn, hi: serviceHi });
  const T = SERVICE_FORM_TEXT.visit;
  const { min, max } = useMemo(() => visitDayRange(new Date()), []);
  const { id: windowId, error: windowError, ...radio } = window;
  const hintId = `${date.id}-hint`;
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">{T.legend}</legend>
      <p id={hintId} className="text-sm text-muted">
        {T.hint}
      </p>
      <div className="max-w-xs">
        <Field
          {...date}
          label={T.date}
          type="date"
          required={false}
          min={min}
          max={max}
          aria-describedby={`${date.id}-error ${hintId}`}
        />
      </div>
      <fieldset
        aria-describedby={`${windowId}-error`}
        aria-invalid={windowError ? true : undefined}
      >
        <legend className="text-sm font-medium">{T.window}</legend>
        <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
          {VISIT_WINDOWS.map((value) => (
            <label key={value} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value={value} id={`${windowId}-${value}`} {...radio} />
              {SERVICE_VISIT_TEXT.choices[value]}
            </label>
          ))}
        </div>
        <FieldError id={`${windowId}-error`} message={windowError} />
      </fieldset>
    </fieldset>
  );
}
