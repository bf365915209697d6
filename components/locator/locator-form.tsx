import { words } from '@/lib/platform/i18n/words';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { INDIAN_STATES as STATE_VALUES } from '@/content/locator';

type Values = Record<string, string | undefined>;

const INPUT = 'w-full min-w-0 rounded border border-slate-400 bg-white px-3 py-2 text-ink';

interface FieldProps {
  name: string;
  label: string;
  value?: string;
  error?: string;
}

interface ControlProps {
  id: string;
  name: string;
  defaultValue: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className: string;
}

/** A labelled field with its message linked to it; `control` draws the input or select. */
function Field({ control, ...props }: FieldProps & { control: (p: ControlProps) => ReactNode }) {
  const id = `locator-${props.name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      {control({
        id,
        name: props.name,
        defaultValue: props.value ?? '',
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': props.error ? `${id}-error` : undefined,
        className: INPUT,
      })}
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Select({
  any,
  options,
  ...props
}: FieldProps & { any: string; options: readonly { value: string; label: string }[] }) {
  return (
    <Field
      {...props}
      control={(common) => (
        <select {...common}>
          <option value="">{any}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * The locator's search: a plain GET form (the page renders the results on the server), so it
 * works the same with or without JavaScript.
 */
export function LocatorForm({ values, errors }: { values: Values; errors: Values }) {
  const {
    INDIAN_STATES,
    OUTLET_TYPE_OPTIONS,
    PRODUCT_LINE_OPTIONS,
    LOCATOR_TEXT: T,
  } = words().locator;
  const field = (name: string, label: string) => ({
    name,
    label,
    value: values[name],
    error: errors[name],
  });
  return (
    <form
      method="get"
      aria-label={T.formLabel}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field
        {...field('pincode', T.pincode)}
        control={(common) => (
          <input {...common} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
        )}
      />
      <Field
        {...field('city', T.city)}
        control={(common) => <input {...common} autoComplete="address-level2" />}
      />
      <Select
        {...field('state', T.state)}
        any={T.anyState}
        // Outlets are stored and searched by the state's English name: that is the value sent.
        options={STATE_VALUES.map((value, i) => ({ value, label: INDIAN_STATES[i] ?? value }))}
      />
      <Select {...field('type', T.type)} any={T.anyType} options={OUTLET_TYPE_OPTIONS} />
      <Select {...field('line', T.line)} any={T.anyLine} options={PRODUCT_LINE_OPTIONS} />
      <div className="flex items-end">
        <button type="submit" className={buttonClass({})}>
          {T.submit}
        </button>
      </div>
    </form>
  );
}
