import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-muted';

/** A field's error, linked from its input by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-red-700">
      {message}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
}

export function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium">
      {label}
    </label>
  );
}

/** A labelled field: its label, the control, and the error the control points to. */
function LabelledField({ id, label, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <FieldLabel id={id} label={label} />
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What every control starts with: required, marked invalid on error, linked to its error. */
const controlAttributes = (id: string, error?: string) => ({
  id,
  required: true,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': `${id}-error`,
  className: inputClass,
});

export function TextField({
  id,
  label,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField id={id} label={label} error={error}>
      <input {...controlAttributes(id, error)} {...input} />
    </LabelledField>
  );
}

/**
 * A labelled input described by a message it shares with other fields (a form step with one
 * message, shown in a FormStatus), so it has no error of its own.
 */
export function SharedErrorTextField({
  id,
  label,
  errorId,
  invalid,
  ...input
}: {
  id: string;
  label: string;
  errorId: string;
  invalid: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        aria-invalid={invalid}
        aria-describedby={errorId}
        className={inputClass}
        {...input}
      />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField id={id} label={label} error={error}>
      <textarea {...controlAttributes(id, error)} {...input} />
    </LabelledField>
  );
}

export function FormStatus({ id, ok, children }: { id: string; ok: boolean; children: ReactNode }) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={`min-h-6 font-medium ${ok ? 'text-green-800' : 'text-red-700'}`}
    >
      {children}
    </p>
  );
}
