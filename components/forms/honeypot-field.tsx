// Apart from the other form controls so that the footer's subscribe form, on every page, loads
// only this and not the contact and dealer forms' controls.
import { formText } from '@/content/ui';
import { HONEYPOT_FIELD } from '@/lib/platform/security/honeypot';

/** The field people never see and bots fill in (see lib/platform/security/honeypot.ts). */
export function HoneypotField() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {formText.honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in a submitted form (empty for people). */
export const honeypotValue = (form: EventTarget | null | undefined) =>
  form instanceof HTMLFormElement ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : '';
