import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '@/lib/security/honeypot';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700';

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

export function TextField({
  id,
  label,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
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
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The field people never see and bots fill in (see lib/security/honeypot.ts). */
export function HoneypotField() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
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

/** The honeypot's value in a submitted form (empty for people). */
export const honeypotValue = (form: EventTarget | null | undefined) =>
  form instanceof HTMLFormElement ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : '';
