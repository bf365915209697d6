import { Field } from './form-controls';
import type { FieldBinding } from './use-public-form';

/**
 * Who is writing: name, mobile and e-mail, the same three fields (and browser autofill hints) on
 * every public form that asks them.
 */
export function ContactFields({
  name,
  mobile,
  email,
  words,
}: {
  name: FieldBinding;
  mobile: FieldBinding;
  email: FieldBinding;
  words: { name: string; mobile: string; email: string };
}) {
  return (
    <>
      <Field {...name} label={words.name} autoComplete="name" />
      {/* The 10-digit number without +91 (tel-national), which HTML allows on a text input
          only, never on type="tel"; inputMode keeps the digit keypad. */}
      <Field
        {...mobile}
        label={words.mobile}
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <Field {...email} label={words.email} type="email" autoComplete="email" />
    </>
  );
}
