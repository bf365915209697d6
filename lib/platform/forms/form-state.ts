/** What a staff form shows after a refused submission: each field's message and its values. */
export interface FormState {
  errors: Record<string, string>;
  values: Record<string, string>;
}
