import { expect, type Locator } from '@playwright/test';

/**
 * The end of a public form (issue 40): the confirmation that holds `shown` (the form's message,
 * or the receipt dialog) has focus, on it or inside it, and is on screen, at any width.
 */
export async function expectConfirmationShown(shown: Locator) {
  await expect
    .poll(() =>
      shown.evaluate((el) => {
        const active = document.activeElement;
        return !!active && active !== document.body && (el.contains(active) || active.contains(el));
      }),
    )
    .toBe(true);
  await expect(shown).toBeInViewport();
}

/**
 * Every control of a form as a person finds it: its value (files chosen, box ticked) and whether
 * it is disabled. Taken before filling and after a success, the two must be equal: the form is
 * reset whole.
 */
export function formState(form: Locator) {
  return form.evaluate((element) =>
    [...(element as HTMLFormElement).elements]
      .filter(
        (e): e is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
          (e instanceof HTMLInputElement && e.type !== 'hidden' && !e.closest('[aria-hidden]')) ||
          e instanceof HTMLSelectElement ||
          e instanceof HTMLTextAreaElement,
      )
      .map((e) => ({
        id: e.id || e.name,
        value:
          e instanceof HTMLInputElement && e.type === 'file'
            ? String(e.files?.length ?? 0)
            : e instanceof HTMLInputElement && e.type === 'checkbox'
              ? String(e.checked)
              : e.value,
        disabled: e.disabled,
      })),
  );
}
