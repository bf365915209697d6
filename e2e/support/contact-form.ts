import type { Page } from '@playwright/test';

/** The Contact Us form's text box with this label. */
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills the Contact Us form with a valid enquiry (LED lights and inverters) and this message. */
export async function fillEnquiry(page: Page, message: string) {
  await page.getByRole('checkbox', { name: 'LED Lights' }).check();
  await page.getByRole('checkbox', { name: 'Inverter & UPS' }).check();
  await box(page, 'Name').fill('Kiran Bedi');
  await box(page, 'Mobile number').fill('9812345678');
  await box(page, 'E-mail').fill('kiran@example.com');
  await box(page, 'City').fill('Panchkula');
  await box(page, 'Pincode').fill('134109');
  await box(page, 'Message').fill(message);
}

/** Sends the Contact Us form. */
export const submit = (page: Page) => page.getByRole('button', { name: 'Submit enquiry' }).click();
