'use client';

import { Button } from '@/components/ui/button';
import { useActionState, useEffect, useRef } from 'react';
import type { FormState } from '@/lib/platform/forms/form-state';
import type { FieldSpec } from '@/lib/platform/inbox/field-spec';

export type { FieldSpec };

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: FieldSpec[];
  hidden?: Record<string, string>;
  submitLabel: string;
  savingLabel: string;
  summaryLabel: string;
}

const INPUT = 'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-ink';

/** Several values of one name (roles): a fieldset, its legend the label; the first box takes the field id. */
function Checkboxes({ spec, state }: { spec: FieldSpec; state: FormState }) {
  const id = `field-${spec.name}`;
  const error = state.errors[spec.name];
  const ticked = (state.values[spec.name] ?? spec.defaultValue ?? '').split(',');
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="font-semibold text-ink">{spec.label}</legend>
      {spec.hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {spec.hint}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {spec.options?.map((o, i) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              id={i === 0 ? id : `${id}-${o.value}`}
              type="checkbox"
              name={spec.name}
              value={o.value}
              defaultChecked={ticked.includes(o.value)}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Field({ spec, state }: { spec: FieldSpec; state: FormState }) {
  if (spec.type === 'checkboxes') return <Checkboxes spec={spec} state={state} />;
  const id = `field-${spec.name}`;
  const error = state.errors[spec.name];
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: spec.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: INPUT,
  };
  const value = state.values[spec.name] ?? spec.defaultValue ?? '';
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink">
        {spec.label}
      </label>
      {spec.hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {spec.hint}
        </p>
      ) : null}
      {spec.type === 'textarea' ? (
        <textarea {...common} rows={4} defaultValue={value} />
      ) : spec.type === 'select' ? (
        // Keyed by its value: React applies a select's defaultValue only when it mounts, so a
        // refused submission would otherwise show the first option instead of the value sent.
        <select key={value} {...common} defaultValue={value}>
          {spec.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : spec.type === 'file' ? (
        <input {...common} type="file" accept={spec.accept} />
      ) : spec.type === 'password' ? (
        // A refused password is never sent back to the page.
        <input {...common} type="password" autoComplete={spec.autoComplete} />
      ) : (
        <input {...common} type={spec.type} defaultValue={value} autoComplete={spec.autoComplete} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A staff form whose server action answers with each field's message (shown beside it). */
export function EntityForm({ action, fields, hidden = {}, ...words }: Props) {
  const [state, formAction, pending] = useActionState(action, { errors: {}, values: {} });
  const messages = Object.entries(state.errors);
  // A refused form's summary may be far above its button (a model's form is long): each refusal
  // takes the focus there, which brings it into view and has screen readers read it.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!Object.keys(state.errors).length) return;
    summary.current?.focus({ preventScroll: true });
    summary.current?.scrollIntoView({ block: 'start' });
  }, [state]);
  return (
    <form action={formAction} className="max-w-xl space-y-4 rounded bg-white p-4" noValidate>
      <div aria-live="polite">
        {messages.length ? (
          <div
            ref={summary}
            tabIndex={-1}
            className="rounded border border-red-700 p-3 text-red-800"
            role="alert"
          >
            <p className="font-semibold">{words.summaryLabel}</p>
            <ul className="list-disc pl-5">
              {messages.map(([name, message]) => (
                <li key={name}>
                  {name === 'form' ? message : <a href={`#field-${name}`}>{message}</a>}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((spec) => (
        <Field key={spec.name} spec={spec} state={state} />
      ))}
      <Button type="submit" size="sm" busy={pending} busyLabel={words.savingLabel}>
        {words.submitLabel}
      </Button>
    </form>
  );
}
