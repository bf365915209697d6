import type { Page } from '@playwright/test';

/** The Contact Us form's text box with this label. */
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A valid enquiry's fields, by the names the form and its API use (less the message). */
export const ENQUIRER = {
  name: 'Kiran Bedi',
  mobile: '9812345678',
  email: 'kiran@example.com',
  city: 'Panchkula',
  pincode: '134109',
} as const;

/** Fills the Contact Us form with a valid enquiry (LED lights and inverters) and this message. */
export async function fillEnquiry(page: Page, message: string) {
  await page.getByRole('checkbox', { name: 'LED Lights' }).check();
  await page.getByRole('checkbox', { name: 'Inverter & UPS' }).check();
  await box(page, 'Name').fill(ENQUIRER.name);
  await box(page, 'Mobile number').fill(ENQUIRER.mobile);
  await box(page, 'E-mail').fill(ENQUIRER.email);
  await box(page, 'City').fill(ENQUIRER.city);
  await box(page, 'Pincode').fill(ENQUIRER.pincode);
  await box(page, 'Message').fill(message);
}

/** Sends the Contact Us form. */
export const submit = (page: Page) => page.getByRole('button', { name: 'Submit enquiry' }).click();
