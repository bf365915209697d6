import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

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

type ControlProps =
  | ({ as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | ({ as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ as: 'select' } & SelectHTMLAttributes<HTMLSelectElement>);

export type FieldProps = ControlProps & {
  id: string;
  label: string;
  /** The field's own message, shown under it. */
  error?: string;
  /**
   * Instead of an own message: the id of a message the field shares with others (a wizard step
   * shows one), and whether that message is about this field.
   */
  shared?: { errorId: string; invalid: boolean };
};

/**
 * The one labelled form field: its label, the control (input, textarea or select), marked
 * invalid and described by its error (its own, under it, or one it shares).
 */
export function Field({ id, label, error, shared, ...control }: FieldProps) {
  const errorId = shared?.errorId ?? `${id}-error`;
  const common = {
    id,
    required: true,
    'aria-invalid': (shared ? shared.invalid : Boolean(error)) || undefined,
    'aria-describedby': errorId,
    className: inputClass,
  };
  let element: ReactNode;
  if (control.as === 'textarea') {
    const { as: _, ...rest } = control;
    element = <textarea {...common} {...rest} />;
  } else if (control.as === 'select') {
    const { as: _, ...rest } = control;
    element = <select {...common} {...rest} />;
  } else {
    const { as: _, ...rest } = control;
    element = <input {...common} {...rest} />;
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {element}
      {shared ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}

/**
 * A form's message: a live region with the answer (success or failure). After a success it is
 * the confirmation: the answer (its ticket or reference number), what happens next and by when
 * (`next`) and where to follow it (`link`), in a box that takes focus (`confirmation`, the ref
 * of useFormPost, moves it there and scrolls it into view).
 */
export function FormStatus({
  id,
  ok,
  children,
  next,
  link,
  confirmation,
}: {
  id: string;
  ok: boolean;
  children: ReactNode;
  next?: string;
  link?: { href: string; label: string };
  confirmation?: Ref<HTMLDivElement>;
}) {
  const confirmed = ok && Boolean(children);
  return (
    <div
      ref={confirmation}
      tabIndex={-1}
      data-confirmation={confirmed || undefined}
      className={
        confirmed
          ? 'scroll-mt-24 rounded-md border border-green-700 bg-green-50 p-3 focus:outline-2 focus:outline-offset-2 focus:outline-green-800'
          : 'focus:outline-none'
      }
    >
      <p
        id={id}
        role="status"
        aria-live="polite"
        className={`min-h-6 font-medium ${ok ? 'text-green-800' : 'text-red-700'}`}
      >
        {children}
      </p>
      {confirmed && next ? <p className="mt-1 text-ink">{next}</p> : null}
      {confirmed && link ? (
        <p className="mt-1">
          <a href={link.href} className="font-medium text-brand-700 underline">
            {link.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}
