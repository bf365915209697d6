import type { InputHTMLAttributes } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink disabled:bg-slate-100 disabled:text-muted';

/** A labelled input whose description is the step's error message. */
export function Field({
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
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
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

export function ErrorMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="min-h-6 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export const primaryButton =
  'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
