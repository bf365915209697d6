import { buttonClass } from '@/components/ui/button';
import {
  INDIAN_STATES,
  LOCATOR_TEXT as T,
  OUTLET_TYPE_OPTIONS,
  PRODUCT_LINE_OPTIONS,
} from '@/content/locator';

type Values = Record<string, string | undefined>;

const FIELD = 'flex flex-col gap-1';
const INPUT = 'rounded border border-slate-400 bg-white px-3 py-2 text-ink';

function Message({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}

/**
 * The locator's search: a plain GET form (the page renders the results on the server), so it
 * works the same with or without JavaScript. Each field's message is linked to it.
 */
export function LocatorForm({ values, errors }: { values: Values; errors: Values }) {
  const described = (name: string) => (errors[name] ? `locator-${name}-error` : undefined);
  const invalid = (name: string) => (errors[name] ? true : undefined);
  return (
    <form
      method="get"
      aria-label={T.formLabel}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className={FIELD}>
        <label htmlFor="locator-pincode" className="font-semibold">
          {T.pincode}
        </label>
        <input
          id="locator-pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={values.pincode ?? ''}
          aria-invalid={invalid('pincode')}
          aria-describedby={described('pincode')}
          className={INPUT}
        />
        <Message id="locator-pincode-error" text={errors.pincode} />
      </div>
      <div className={FIELD}>
        <label htmlFor="locator-city" className="font-semibold">
          {T.city}
        </label>
        <input
          id="locator-city"
          name="city"
          autoComplete="address-level2"
          defaultValue={values.city ?? ''}
          aria-invalid={invalid('city')}
          aria-describedby={described('city')}
          className={INPUT}
        />
        <Message id="locator-city-error" text={errors.city} />
      </div>
      <Select
        name="state"
        label={T.state}
        any={T.anyState}
        value={values.state}
        error={errors.state}
        options={INDIAN_STATES.map((s) => ({ value: s, label: s }))}
      />
      <Select
        name="type"
        label={T.type}
        any={T.anyType}
        value={values.type}
        error={errors.type}
        options={OUTLET_TYPE_OPTIONS}
      />
      <Select
        name="line"
        label={T.line}
        any={T.anyLine}
        value={values.line}
        error={errors.line}
        options={PRODUCT_LINE_OPTIONS}
      />
      <div className="flex items-end">
        <button type="submit" className={buttonClass({})}>
          {T.submit}
        </button>
      </div>
    </form>
  );
}

function Select(props: {
  name: string;
  label: string;
  any: string;
  value?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `locator-${props.name}`;
  return (
    <div className={FIELD}>
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value ?? ''}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={INPUT}
      >
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={`${id}-error`} text={props.error} />
    </div>
  );
}
