/**
 * One field of a staff form (components/entity-form/entity-form.tsx draws it). A type of lib/ so that the
 * rules that know a record (lib/investors/collections/) can build its form.
 */
export interface FieldSpec {
  name: string;
  label: string;
  type:
    | 'text'
    | 'email'
    | 'tel'
    | 'url'
    | 'datetime-local'
    | 'textarea'
    | 'select'
    | 'file'
    | 'password'
    | 'checkboxes';
  /** For `checkboxes`: the ticked values, comma-separated. */
  defaultValue?: string;
  autoComplete?: string;
  hint?: string;
  accept?: string;
  options?: { value: string; label: string }[];
}
