// Signing in through the development identity provider, as a person would.
import type { Page } from '@playwright/test';
import { dictionaries, expect, pageHeading, type Language } from './app.ts';

/** The provider's own page strings (server/src/idp/pages.ts), by the app's language. */
export const IDP = {
  en: { email: 'Email address', firstName: 'First name', lastName: 'Last name' },
  sp: { email: 'Correo electrónico', firstName: 'Nombre', lastName: 'Apellido' },
} as const;

let counter = 0;
/** A fresh address per call: every sign-in in a run is a new person unless told otherwise. */
export function newEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`.toLowerCase();
}

/** On the provider's page: the e-mail, then (first use) the names; each step by Enter. */
export async function completeProviderSignIn(
  page: Page,
  language: Language,
  email: string,
  names: { first: string; last: string } | null = { first: 'Ana', last: 'Núñez' },
) {
  const field = page.getByRole('textbox', { name: IDP[language].email });
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  if (!names) return;
  await expect(page.getByRole('textbox', { name: IDP[language].firstName })).toBeFocused();
  await page.keyboard.type(names.first);
  await page.keyboard.press('Tab');
  await page.keyboard.type(names.last);
  await page.keyboard.press('Enter');
}

/** Signs a new person in from /freetrial (by mouse: for tests about what comes after). */
export async function signUpForTrial(page: Page, language: Language, email = newEmail('trial')) {
  const d = dictionaries[language];
  await page.goto('/freetrial');
  await page.getByRole('button', { name: d.marketing.signUp.button }).click();
  await completeProviderSignIn(page, language, email);
  await expect(pageHeading(page, d.account.step2.heading)).toBeVisible();
  return email;
}
