'use client';

import { useState, type ChangeEvent } from 'react';
import { Field, FieldError } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { useLanguage, useWords } from '@/components/i18n/language-provider';
import * as calculatorEn from '@/content/calculator';
import * as calculatorHi from '@/content/hi/calculator';
import {
  checkSizingForm,
  CUSTOM_FIELDS,
  customFieldId,
  queryFromForm,
  SIZING_LIMITS as L,
  TOO_MANY_ITEMS,
  type CustomRow,
  type SizingForm,
} from '@/lib/sizing/query';
import { sizeSystem, type SizingModels } from '@/lib/sizing/sizing';
import { SizingFigures } from './sizing-result';

const BLANK: CustomRow = { name: '', watts: '', qty: '' };
const FIRST_ROWS = 3;

/** The rows shown: those filled, one blank row to add another (three at first), at most the cap. */
function withBlankRows(custom: CustomRow[]): CustomRow[] {
  let last = custom.length;
  while (last > 0 && !Object.values(custom[last - 1]!).some((v) => v.trim())) last -= 1;
  const shown = Math.max(FIRST_ROWS, Math.min(last + 1, L.maxCustom));
  return [...custom.slice(0, last), ...Array<CustomRow>(Math.max(0, shown - last)).fill(BLANK)];
}

const fieldId = (name: string) => `calc-${name}`;
const CUSTOM_KEYS = ['name', 'watts', 'qty'] as const;

/**
 * The calculator's form and result. Without JavaScript it is a GET form and the server renders
 * the result of the address; with it, each keystroke recalculates and rewrites the address
 * (history.replaceState), so the address can always be shared.
 */
export function SizingCalculator({
  action,
  initial,
  models,
}: {
  action: string;
  initial: SizingForm;
  /** The catalogue's models it may recommend, named in the page's language. */
  models: SizingModels;
}) {
  const { APPLIANCES, calculatorText: T } = useWords({ en: calculatorEn, hi: calculatorHi });
  const language = useLanguage();
  const CUSTOM_LABELS = { name: T.customName, watts: T.customWatts, qty: T.customQty };
  const [form, setForm] = useState<SizingForm>(() => ({
    ...initial,
    custom: withBlankRows(initial.custom),
  }));
  const { errors, items, hours } = checkSizingForm(form, T.errors);
  const hasErrors = Object.keys(errors).length > 0;
  const result = !hasErrors && items.length > 0 ? sizeSystem(items, hours, models) : undefined;

  function update(next: SizingForm) {
    const shown = { ...next, custom: withBlankRows(next.custom) };
    setForm(shown);
    window.history.replaceState(window.history.state, '', `${action}?${queryFromForm(shown)}`);
  }
  const setQty = (id: string) => (e: ChangeEvent<HTMLInputElement>) =>
    update({ ...form, quantities: { ...form.quantities, [id]: e.target.value } });
  const setCustom = (i: number, key: keyof CustomRow) => (e: ChangeEvent<HTMLInputElement>) =>
    update({
      ...form,
      custom: form.custom.map((row, j) => (j === i ? { ...row, [key]: e.target.value } : row)),
    });

  const number = { inputMode: 'numeric' as const, autoComplete: 'off', required: false };
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <form
        method="get"
        action={action}
        noValidate
        aria-label={T.formLabel}
        className="min-w-0 space-y-8"
        onSubmit={(e) => e.preventDefault()}
      >
        <fieldset>
          <legend className="text-xl font-bold text-brand-900">{T.appliancesLegend}</legend>
          <p className="mb-4 text-muted">{T.appliancesHint}</p>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {APPLIANCES.map((a) => (
              <Field
                key={a.id}
                id={fieldId(a.id)}
                name={a.id}
                label={T.quantityLabel(a)}
                value={form.quantities[a.id] ?? ''}
                onChange={setQty(a.id)}
                error={errors[a.id]}
                {...number}
              />
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby="calc-custom-error">
          <legend className="text-xl font-bold text-brand-900">{T.customLegend}</legend>
          <p className="text-muted">{T.customHint(L.maxCustom, L.maxWatts)}</p>
          <FieldError id="calc-custom-error" message={errors[TOO_MANY_ITEMS]} />
          {form.custom.map((row, i) => (
            <div key={i} className="grid gap-x-4 sm:grid-cols-[1fr_8rem_8rem]">
              {CUSTOM_KEYS.map((key) => (
                <Field
                  key={key}
                  id={fieldId(customFieldId(key, i))}
                  name={CUSTOM_FIELDS[key]}
                  label={CUSTOM_LABELS[key](i + 1)}
                  value={row[key]}
                  onChange={setCustom(i, key)}
                  error={errors[customFieldId(key, i)]}
                  {...(key === 'name'
                    ? { maxLength: L.maxName, autoComplete: 'off', required: false }
                    : number)}
                />
              ))}
            </div>
          ))}
        </fieldset>
        <div className="max-w-xs">
          <Field
            id={fieldId('hours')}
            name="hours"
            label={T.hoursLabel}
            value={form.hours}
            onChange={(e: ChangeEvent<HTMLInputElement>) =>
              update({ ...form, hours: e.target.value })
            }
            error={errors.hours}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="calc-hours-hint calc-hours-error"
          />
          <p id="calc-hours-hint" className="text-sm text-muted">
            {T.hoursHint(L.minHours, L.maxHours)}
          </p>
        </div>
        <Button type="submit">{T.submit}</Button>
      </form>
      <section aria-labelledby="calc-result" className="self-start rounded-lg bg-brand-50 p-6">
        <h2 id="calc-result" className="text-2xl font-bold text-brand-900">
          {T.resultHeading}
        </h2>
        <div aria-live="polite" className="mt-2">
          {hasErrors ? (
            <p className="font-medium text-red-700">{T.fixErrors}</p>
          ) : result ? (
            <SizingFigures result={result} text={T} language={language} />
          ) : (
            <p>{T.emptyHint}</p>
          )}
        </div>
      </section>
    </div>
  );
}
