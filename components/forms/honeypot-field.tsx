// Apart from the other form controls so that the footer's subscribe form, on every page, loads
// only this and not the contact and dealer forms' controls.
import { useSharedWords } from '@/components/i18n/language-provider';
import { HONEYPOT_FIELD } from '@/lib/platform/security/honeypot';

/**
 * The field people never see and bots fill in (see lib/platform/security/honeypot.ts); its label
 * in the page's language. Rendered inside the public forms, which are client components.
 */
export function HoneypotField() {
  const words = useSharedWords().formText;
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {words.honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in a submitted form (empty for people). */
export const honeypotValue = (form: EventTarget | null | undefined) =>
  form instanceof HTMLFormElement ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : '';
